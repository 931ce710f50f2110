import { DEFAULT_ROLE_ID, effectiveKeyKind, roleById, USER_ROLES } from './user-roles';

describe('user roles', () => {
  it('has one default role, and ids that name one role each', () => {
    expect(USER_ROLES.filter((role) => role.isDefault)).toHaveLength(1);
    expect(new Set(USER_ROLES.map((role) => role.id)).size).toBe(USER_ROLES.length);
    expect(roleById(DEFAULT_ROLE_ID)?.keyKind).toBe('full');
    expect(roleById(99)).toBeUndefined();
  });

  it('lets a key do only what both the key and the role of its user allow', () => {
    expect(effectiveKeyKind('full', 1)).toBe('full');
    expect(effectiveKeyKind('read_only', 1)).toBe('read_only');
    expect(effectiveKeyKind('full', 2)).toBe('read_only');
    expect(effectiveKeyKind('read_only', 2)).toBe('read_only');
    // A role id no longer known never widens a key.
    expect(effectiveKeyKind('full', 99)).toBe('read_only');
  });
});
