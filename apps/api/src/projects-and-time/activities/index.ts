// The unit's public entry: other units import only what is exported here (lint rule
// faktura/unit-boundaries), so the unit's other files can change without touching them.
export { ActivitiesModule } from './activities.module';
export { ActivitiesService } from './activities.service';
export { ActivityResponse } from './dto/activity.response';
