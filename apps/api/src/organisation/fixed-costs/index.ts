// The unit's public entry: other units import only what is exported here (lint rule
// faktura/unit-boundaries), so the unit's other files can change without touching them.
export { SetFixedCostsDto } from './dto/set-fixed-costs.dto';
export { FixedCostsModule } from './fixed-costs.module';
export { createFixedCostsService } from './fixed-costs.service';
