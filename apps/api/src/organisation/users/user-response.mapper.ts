import { roleById } from '../../platform/auth';
import { toDateColumn, normalizeTags } from '../../platform/input';
import { apiDate, apiTimestamp } from '../../platform/serialization';
import type { UpdateUserDto } from './dto/update-user.dto';
import type { UserResponse } from './dto/user.response';
import type { UserRow } from './users.repository';

/** The API shape of a user: the reference's record, empty where Faktura lacks the feature. */
export function toUserResponse(user: UserRow): UserResponse {
  const role = roleById(user.roleId);
  return {
    id: user.id,
    firstname: user.firstname,
    lastname: user.lastname,
    active: user.active,
    extern: user.extern,
    email: user.email,
    mobile_phone: user.mobilePhone,
    work_phone: user.phone,
    home_address: user.homeAddress,
    info: user.info,
    birthday: apiDate(user.birthday),
    iban: user.iban,
    avatar_url: null,
    tags: user.tags,
    custom_properties: user.customProperties as Record<string, unknown>,
    credit_number: user.creditNumber,
    role: role ? { id: role.id, name: role.name } : null,
    unit: user.unit,
    created_at: apiTimestamp(user.createdAt),
    updated_at: apiTimestamp(user.updatedAt),
  };
}

/**
 * The columns a create or update writes from the plain fields of the input; fields not sent
 * stay `undefined`, which Prisma leaves untouched. Where the reference has two names for one
 * value, its record's name wins over the alias. Custom properties are resolved by the service.
 */
export function userColumns(input: UpdateUserDto) {
  const birthday = input.birthday !== undefined ? input.birthday : input.bday;
  return {
    firstname: input.firstname,
    lastname: input.lastname ?? input.name,
    email: input.email,
    active: input.active,
    extern: input.extern ?? input.external,
    phone: input.work_phone,
    mobilePhone: input.mobile_phone,
    homeAddress: input.home_address,
    info: input.info,
    birthday: birthday == null ? birthday : toDateColumn(birthday),
    iban: input.iban,
    creditNumber: input.credit_number,
    tags: input.tags === undefined ? undefined : normalizeTags(input.tags),
    unitId: input.unit_id,
    roleId: input.role_id,
  };
}
