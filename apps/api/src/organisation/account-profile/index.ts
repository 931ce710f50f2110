// The unit's public entry: other units import only what is exported here (lint rule
// faktura/unit-boundaries), so the unit's other files can change without touching them.
export { decodeLogo, logoFileData } from './account-logo.decoder';
export { readAccountProfileInput } from './account-profile.input';
export { accountProfileColumns } from './account-profile.mapper';
export { AccountProfileModule } from './account-profile.module';
export { createAccountProfileService } from './account-profile.service';
export type { EventRecorder } from './account-profile.service';
