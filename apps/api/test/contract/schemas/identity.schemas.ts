// The reference's records of units, user roles, the API session and the profile.
import type { ContractGroup } from '../contract-checker';
import {
  arrayOf,
  bool,
  customProperties,
  int,
  listOf,
  nullable,
  record,
  str,
  timestamp,
} from '../schema-builders';

const namedRef = record({ id: int, name: str });

/** The reference's unit with its users. */
export const unit = record({
  id: int,
  name: str,
  custom_properties: customProperties,
  users: arrayOf(record({ id: int, firstname: str, lastname: str, email: str })),
  created_at: timestamp,
  updated_at: timestamp,
});

const permission = { type: 'string' };

/** The reference's user role. */
export const userRole = record({
  id: int,
  name: str,
  is_default: bool,
  is_admin: bool,
  permission: record({
    report: permission,
    companies: permission,
    contacts: permission,
    people: permission,
    purchases: permission,
    settings: permission,
    sales: permission,
    projects: permission,
    calendar: permission,
    time_tracking: permission,
    invoicing: permission,
  }),
  created_at: timestamp,
  updated_at: timestamp,
});

/** POST /session's answer. */
export const session = record({ api_key: str, user_id: int });

/** GET /session's answer. */
export const sessionIdentity = record({ id: int, uuid: { type: 'string', format: 'uuid' } });

/** The reference's profile of the current user. */
export const profile = record({
  id: int,
  email: str,
  full_name: str,
  first_name: str,
  last_name: str,
  active: bool,
  external: bool,
  avatar_url: nullable(str),
  unit: namedRef,
  created_at: timestamp,
  updated_at: timestamp,
});

export const IDENTITY_CONTRACT: ContractGroup = {
  'GET /units': { status: 200, body: listOf(unit), paged: true },
  'POST /units': { status: 200, body: unit },
  'GET /units/{id}': { status: 200, body: unit },
  'PUT /units/{id}': { status: 200, body: unit },
  'PATCH /units/{id}': { status: 200, body: unit },
  'DELETE /units/{id}': { status: 200, body: unit },
  'GET /users/roles': { status: 200, body: listOf(userRole), paged: false },
  'POST /session': { status: 200, body: session },
  'GET /session': { status: 200, body: sessionIdentity },
  'GET /profile': { status: 200, body: profile },
};
