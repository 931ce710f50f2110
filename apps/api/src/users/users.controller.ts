import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { PatchLikePut } from '../common/http/patch-like-put.decorator';
import type { AccountContext } from '../common/auth/account-context';
import { CurrentAccount } from '../common/auth/current-account.decorator';
import { IdPipe } from '../common/id.pipe';
import type { Page } from '../common/lists/page';
import { CreateUserDto } from './dto/create-user.dto';
import { UpdateUserDto } from './dto/update-user.dto';
import { UserResponse } from './dto/user.response';
import { UsersService } from './users.service';
import { ListUsersQuery } from './dto/list-users.query';
import { ListQueryParam } from '../common/lists/list-query.decorator';

@ApiTags('Users')
@PatchLikePut()
@Controller('users')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Get()
  @ApiOkResponse({ type: UserResponse, isArray: true })
  list(
    @CurrentAccount() account: AccountContext,
    @ListQueryParam() query: ListUsersQuery,
  ): Promise<Page<UserResponse>> {
    return this.users.list(account, query);
  }

  @Get(':id')
  @ApiOkResponse({ type: UserResponse })
  get(
    @CurrentAccount() account: AccountContext,
    @Param('id', IdPipe) id: number,
  ): Promise<UserResponse> {
    return this.users.get(account, id);
  }

  @Post()
  @HttpCode(200)
  create(
    @CurrentAccount() account: AccountContext,
    @Body() input: CreateUserDto,
  ): Promise<UserResponse> {
    return this.users.create(account, input);
  }

  @Put(':id')
  update(
    @CurrentAccount() account: AccountContext,
    @Param('id', IdPipe) id: number,
    @Body() input: UpdateUserDto,
  ): Promise<UserResponse> {
    return this.users.update(account, id, input);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted' })
  delete(
    @CurrentAccount() account: AccountContext,
    @Param('id', IdPipe) id: number,
  ): Promise<void> {
    return this.users.delete(account, id);
  }
}
