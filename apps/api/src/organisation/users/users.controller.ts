import { ResourceController, serviceRoutes } from '../../platform/http';
import { UsersService } from './users.service';
import { CreateUserDto } from './dto/create-user.dto';
import { UpdateUserDto } from './dto/update-user.dto';
import { UserResponse } from './dto/user.response';
import { ListUsersQuery } from './dto/list-users.query';
export class UsersController extends ResourceController({
  path: 'users',
  tag: 'Users',
  service: UsersService,
  routes: serviceRoutes,
  types: {
    query: ListUsersQuery,
    create: CreateUserDto,
    update: UpdateUserDto,
    response: UserResponse,
  },
  answers: { create: 'The full record', update: 'The full record' },
  delete: { method: 'delete', answer: 'no-content', description: 'Deleted' },
}) {}
