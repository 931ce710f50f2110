import { Module } from '@nestjs/common';
import { UserRolesController } from './user-roles.controller';
import { UsersController } from './users.controller';
import { UsersRepository } from './users.repository';
import { UsersService } from './users.service';

@Module({
  // Roles first: GET /users/:id would take GET /users/roles.
  controllers: [UserRolesController, UsersController],
  providers: [UsersService, UsersRepository],
  exports: [UsersService],
})
export class UsersModule {}
