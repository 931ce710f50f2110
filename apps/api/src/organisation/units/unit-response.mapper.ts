import { apiTimestamp } from '../../platform/serialization';
import type { UnitResponse } from './dto/unit.response';
import type { UnitRow } from './units.repository';

/** The API shape of a unit with its users. */
export function toUnitResponse(unit: UnitRow): UnitResponse {
  return {
    id: unit.id,
    name: unit.name,
    custom_properties: unit.customProperties as Record<string, unknown>,
    users: unit.users,
    created_at: apiTimestamp(unit.createdAt),
    updated_at: apiTimestamp(unit.updatedAt),
  };
}
