import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { USER_ROLES } from '../../platform/auth';
import { UserRoleResponse } from './dto/user-role.response';

/** When the fixed roles came to be (the migration that added them): their created_at. */
const ROLES_SINCE = '2026-12-04T01:00:00Z';

/**
 * GET /users/roles. Its own controller, registered before UsersController (users.module.ts):
 * `GET /users/:id` would take the path first.
 */
@ApiTags('UserRoles')
@Controller('users/roles')
export class UserRolesController {
  @Get()
  @ApiOperation({ description: 'The fixed roles: what the API keys of their users may do' })
  @ApiOkResponse({ type: UserRoleResponse, isArray: true })
  list(): UserRoleResponse[] {
    return USER_ROLES.map((role) => ({
      id: role.id,
      name: role.name,
      is_default: role.isDefault,
      is_admin: role.isAdmin,
      permission: role.permission,
      created_at: ROLES_SINCE,
      updated_at: ROLES_SINCE,
    }));
  }
}
