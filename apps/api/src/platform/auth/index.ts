// The unit's public entry: other units import only what is exported here (lint rule
// faktura/unit-boundaries), so the unit's other files can change without touching them.
export type { AccountContext } from './account-context';
export { generateApiKey, hashApiKey } from './api-key.crypto';
export { ApiKeyGuard } from './api-key.guard';
export { apiKeyFromHeader } from './authorization-header';
export { CurrentAccount } from './current-account.decorator';
export { IS_PUBLIC, Public } from './public.decorator';
