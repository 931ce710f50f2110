import type { ApiKeyKind } from '@faktura/db';

/** What a role may do in one area of the reference's role record. */
export type RolePermission = 'write' | 'read';

/** The areas of the reference's role record, each with what the role may do there. */
const AREAS = [
  'report',
  'companies',
  'contacts',
  'people',
  'purchases',
  'settings',
  'sales',
  'projects',
  'calendar',
  'time_tracking',
  'invoicing',
] as const;

/** One of the fixed roles: what a user's API keys may do is its `keyKind`. */
export interface UserRole {
  id: number;
  name: string;
  isDefault: boolean;
  isAdmin: boolean;
  /** The widest API key a user of the role has: a full key of a read-only user reads only. */
  keyKind: ApiKeyKind;
  permission: Record<(typeof AREAS)[number], RolePermission>;
}

const everywhere = (permission: RolePermission) =>
  Object.fromEntries(AREAS.map((area) => [area, permission])) as UserRole['permission'];

/**
 * The roles, fixed: what a role allows is what an API key allows (full or read-only), so there
 * are two. The ids are stored in users.role_id (a CHECK constraint names them too).
 */
export const USER_ROLES: readonly UserRole[] = [
  {
    id: 1,
    name: 'Administrator',
    isDefault: true,
    isAdmin: true,
    keyKind: 'full',
    permission: everywhere('write'),
  },
  {
    id: 2,
    name: 'Read-only',
    isDefault: false,
    isAdmin: false,
    keyKind: 'read_only',
    permission: everywhere('read'),
  },
];

/** The role of new users that name none. */
export const DEFAULT_ROLE_ID = USER_ROLES.find((role) => role.isDefault)!.id;

/** The role with this id, or undefined for an id that names none. */
export function roleById(id: number): UserRole | undefined {
  return USER_ROLES.find((role) => role.id === id);
}

/** What a key of `kind` held by a user of role `roleId` may do: the narrower of the two. */
export function effectiveKeyKind(kind: ApiKeyKind, roleId: number): ApiKeyKind {
  return kind === 'full' && roleById(roleId)?.keyKind === 'full' ? 'full' : 'read_only';
}
