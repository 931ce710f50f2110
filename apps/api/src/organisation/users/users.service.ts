import { Injectable } from '@nestjs/common';
import type { Prisma } from '@faktura/db';
import { DomainError, FieldErrorCollector } from '@faktura/domain';
import {
  type AccountContext,
  DEFAULT_ROLE_ID,
  hashPassword,
  roleById,
  USER_ROLES,
} from '../../platform/auth';
import { CustomPropertiesService } from '../../platform/custom-properties';
import { Page } from '../../platform/lists';
import type { AccountTx } from '../../platform/database';
import type { CreateUserDto } from './dto/create-user.dto';
import type { UpdateUserDto } from './dto/update-user.dto';
import type { UserResponse } from './dto/user.response';
import { toUserResponse, userColumns } from './user-response.mapper';
import { type UserRow, UsersRepository } from './users.repository';
import { refuseIfTaken, found } from '../../platform/errors';
import type { ListUsersQuery } from './dto/list-users.query';

/** The role that keeps the account manageable: the last user holding it keeps it. */
const ADMIN_ROLE_ID = USER_ROLES.find((role) => role.isAdmin)!.id;

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
    // Hashing takes a while: before the transaction, so no row lock waits for it.
    const passwordHash = await passwordColumn(input.password);
    const user = await this.users.transaction(accountId, async (tx) => {
      await refuseIfTaken('email', this.users.findByEmail(accountId, input.email, tx), null);
      await this.checkReferences(accountId, input, null, tx);
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
          roleId: input.role_id ?? DEFAULT_ROLE_ID,
          passwordHash,
          customProperties: customProperties as Prisma.InputJsonObject,
        },
        tx,
      );
    });
    return toUserResponse(user);
  }

  async update(account: AccountContext, id: number, input: UpdateUserDto): Promise<UserResponse> {
    const { accountId } = account;
    const passwordHash = await passwordColumn(input.password);
    const user = await this.users.transaction(accountId, async (tx) => {
      const current = found(await this.users.find(accountId, id, tx));
      if (input.email !== undefined)
        await refuseIfTaken('email', this.users.findByEmail(accountId, input.email, tx), id);
      await this.checkReferences(accountId, input, current, tx);
      const customProperties = await this.customProperties.resolve(
        accountId,
        'User',
        input.custom_properties,
        current.customProperties as Record<string, unknown>,
      );
      return this.users.update(
        accountId,
        id,
        {
          ...userColumns(input),
          passwordHash,
          customProperties: customProperties as Prisma.InputJsonObject,
        },
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

  /**
   * The unit must be one of the account's (another account's is "does not exist", as a missing
   * one), the role one of the fixed roles; the last administrator keeps the role, or nobody
   * could change the account's data any more.
   */
  private async checkReferences(
    accountId: number,
    input: UpdateUserDto,
    current: UserRow | null,
    tx: AccountTx,
  ): Promise<void> {
    const errors = new FieldErrorCollector();
    if (
      input.unit_id !== undefined &&
      !(await this.users.refersTo(accountId, 'unit', input.unit_id, tx))
    )
      errors.add('unit_id', 'does not exist');
    if (input.role_id !== undefined) {
      if (!roleById(input.role_id)) errors.add('role_id', 'does not exist');
      else if (
        current?.roleId === ADMIN_ROLE_ID &&
        input.role_id !== ADMIN_ROLE_ID &&
        (await this.users.otherUsersOfRole(accountId, ADMIN_ROLE_ID, current.id, tx)) === 0
      )
        errors.add('role_id', 'cannot change: the user is the last administrator of the account');
    }
    errors.throwIfAny();
  }
}

/** The password column a write sends: a new hash, null to remove it, undefined to keep it. */
async function passwordColumn(password: string | null | undefined) {
  return password == null ? password : hashPassword(password);
}
