// The unit's public entry: other units import only what is exported here (lint rule
// faktura/unit-boundaries), so the unit's other files can change without touching them.
export { partyNumberRanges } from './bookkeeping-settings.accounts';
export { BookkeepingSettingsModule } from './bookkeeping-settings.module';
export { BookkeepingSettingsService } from './bookkeeping-settings.service';
export type { ExportSettings } from './bookkeeping-settings.service';
