// The unit's public entry: other units import only what is exported here (lint rule
// faktura/unit-boundaries), so the unit's other files can change without touching them.
export type { AccountContext } from './account-context';
export { generateApiKey, hashApiKey } from './api-key.crypto';
export { ApiKeyGuard } from './api-key.guard';
export { apiKeyFromHeader } from './authorization-header';
export { CurrentAccount } from './current-account.decorator';
export {
  hashPassword,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  verifyNothing,
  verifyPassword,
} from './password.hash';
export { IS_PUBLIC, Public } from './public.decorator';
export { DEFAULT_ROLE_ID, effectiveKeyKind, roleById, USER_ROLES } from './user-roles';
export type { RolePermission, UserRole } from './user-roles';
