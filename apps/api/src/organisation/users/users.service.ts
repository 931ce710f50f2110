import { Injectable } from '@nestjs/common';
import type { Prisma } from '@faktura/db';
import { DomainError } from '@faktura/domain';
import type { AccountContext } from '../../platform/auth';
import { CustomPropertiesService } from '../../platform/custom-properties';
import { Page } from '../../platform/lists';
import type { AccountTx } from '../../platform/database';
import type { CreateUserDto } from './dto/create-user.dto';
import type { UpdateUserDto } from './dto/update-user.dto';
import type { UserResponse } from './dto/user.response';
import { toUserResponse, userColumns } from './user-response.mapper';
import { UsersRepository } from './users.repository';
import { refuseIfTaken, found } from '../../platform/errors';
import type { ListUsersQuery } from './dto/list-users.query';

/** The users of an account: the people documents, projects and activities refer to. */
@Injectable()
export class UsersService {
  constructor(
    private readonly users: UsersRepository,
    private readonly customProperties: CustomPropertiesService,
  ) {}

  /** Why a record cannot be given to user `id` (missing or inactive), or null when it can. */
  async assignmentProblem(accountId: number, id: number, tx?: AccountTx): Promise<string | null> {
    const user = await this.users.find(accountId, id, tx);
    if (!user) return 'does not exist';
    return user.active ? null : 'is not active';
  }

  async list(account: AccountContext, query: ListUsersQuery): Promise<Page<UserResponse>> {
    return Page.of(await this.users.list(account.accountId, query), toUserResponse, query);
  }

  async get(account: AccountContext, id: number): Promise<UserResponse> {
    const user = found(await this.users.find(account.accountId, id));
    return toUserResponse(user);
  }

  async create(account: AccountContext, input: CreateUserDto): Promise<UserResponse> {
    const { accountId } = account;
    const user = await this.users.transaction(accountId, async (tx) => {
      await refuseIfTaken('email', this.users.findByEmail(accountId, input.email, tx), null);
      const customProperties = await this.customProperties.resolve(
        accountId,
        'User',
        input.custom_properties,
      );
      return this.users.create(
        accountId,
        {
          ...userColumns(input),
          firstname: input.firstname,
          lastname: input.lastname ?? input.name,
          email: input.email,
          active: input.active ?? true,
          customProperties: customProperties as Prisma.InputJsonObject,
        },
        tx,
      );
    });
    return toUserResponse(user);
  }

  async update(account: AccountContext, id: number, input: UpdateUserDto): Promise<UserResponse> {
    const { accountId } = account;
    const user = await this.users.transaction(accountId, async (tx) => {
      const current = found(await this.users.find(accountId, id, tx));
      if (input.email !== undefined)
        await refuseIfTaken('email', this.users.findByEmail(accountId, input.email, tx), id);
      const customProperties = await this.customProperties.resolve(
        accountId,
        'User',
        input.custom_properties,
        current.customProperties as Record<string, unknown>,
      );
      return this.users.update(
        accountId,
        id,
        { ...userColumns(input), customProperties: customProperties as Prisma.InputJsonObject },
        tx,
      );
    });
    return toUserResponse(user);
  }

  /**
   * Users stay while their history needs them: not the caller's own user (its key would stop
   * working mid-request), not one whose API keys still work (integrations would break
   * silently), and not one that activities, offers or invoices name. References elsewhere
   * (projects, deals, companies, contacts, purchases, ...) are cleared by the foreign keys.
   */
  async delete(account: AccountContext, id: number): Promise<void> {
    const { accountId } = account;
    await this.users.transaction(accountId, async (tx) => {
      if (!(await this.users.lock(accountId, id, tx))) throw DomainError.notFound();
      if (id === account.userId)
        throw DomainError.rule('User cannot delete itself: the API key in use belongs to it');
      if ((await this.users.activeApiKeys(id, tx)) > 0)
        throw DomainError.rule('User cannot be deleted while it has API keys that are not revoked');
      const usage = await this.users.usage(id, tx);
      const usedBy = Object.entries(usage)
        .filter(([, count]) => count > 0)
        .map(([resource]) => resource);
      if (usedBy.length > 0) {
        throw DomainError.rule(
          `User cannot be deleted while it is used by ${usedBy.join(', ')}; deactivate it instead`,
        );
      }
      await this.users.delete(id, tx);
    });
  }
}
