// The unit's public entry: other units import only what is exported here (lint rule
// faktura/unit-boundaries), so the unit's other files can change without touching them.
export { InboxModule } from './inbox.module';
export { readInboxSettingsInput } from './settings/inbox-settings.input';
export { createInboxSettingsService } from './settings/inbox-settings.service';
