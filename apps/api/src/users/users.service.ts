import { Injectable } from '@nestjs/common';
import type { User } from '@faktura/db';
import { DomainError } from '@faktura/domain';
import type { AccountContext } from '../common/auth/account-context';
import { readListParams } from '../common/lists/list-params';
import { Page } from '../common/lists/page';
import { QueryReader } from '../common/lists/query-reader';
import { apiTimestamp } from '../common/serialization/api-format';
import type { CreateUserDto } from './dto/create-user.dto';
import type { UpdateUserDto } from './dto/update-user.dto';
import type { UserResponse } from './dto/user.response';
import { UsersRepository } from './users.repository';

/** API fields that sort_by accepts, and their columns. */
export const USER_SORT_FIELDS = {
  id: 'id',
  firstname: 'firstname',
  lastname: 'lastname',
  email: 'email',
  created_at: 'created_at',
  updated_at: 'updated_at',
} as const;

/** The users of an account: the people documents, projects and activities refer to. */
@Injectable()
export class UsersService {
  constructor(private readonly users: UsersRepository) {}

  async list(account: AccountContext, query: Record<string, unknown>): Promise<Page<UserResponse>> {
    const reader = new QueryReader(query);
    const params = readListParams(reader, USER_SORT_FIELDS);
    const { rows, total } = await this.users.list(account.accountId, params, reader);
    return new Page(rows.map(toUserResponse), total, params.page, params.perPage);
  }

  async get(account: AccountContext, id: number): Promise<UserResponse> {
    const user = await this.users.find(account.accountId, id);
    if (!user) throw DomainError.notFound();
    return toUserResponse(user);
  }

  async create(account: AccountContext, input: CreateUserDto): Promise<UserResponse> {
    const user = await this.users.transaction(account.accountId, async (tx) => {
      await this.assertEmailFree(account.accountId, input.email, null, tx);
      return this.users.create(account.accountId, { ...input, active: input.active ?? true }, tx);
    });
    return toUserResponse(user);
  }

  async update(account: AccountContext, id: number, input: UpdateUserDto): Promise<UserResponse> {
    const user = await this.users.transaction(account.accountId, async (tx) => {
      if (!(await this.users.find(account.accountId, id, tx))) throw DomainError.notFound();
      if (input.email !== undefined)
        await this.assertEmailFree(account.accountId, input.email, id, tx);
      return this.users.update(account.accountId, id, input, tx);
    });
    return toUserResponse(user);
  }

  private async assertEmailFree(
    accountId: number,
    email: string,
    ownId: number | null,
    tx: Parameters<UsersRepository['find']>[2],
  ) {
    const existing = await this.users.findByEmail(accountId, email, tx);
    if (existing && existing.id !== ownId)
      throw DomainError.validation({ email: ['has already been taken'] });
  }
}

/** The API shape of a user. */
export function toUserResponse(user: User): UserResponse {
  return {
    id: user.id,
    firstname: user.firstname,
    lastname: user.lastname,
    email: user.email,
    phone: user.phone,
    active: user.active,
    created_at: apiTimestamp(user.createdAt),
    updated_at: apiTimestamp(user.updatedAt),
  };
}
