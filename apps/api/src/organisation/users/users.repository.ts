import { Injectable } from '@nestjs/common';
import { Prisma, type User } from '@faktura/db';
import {
  AccountDbService,
  accountTable,
  lockRow,
  type TableTypesOf,
} from '../../platform/database';
import type { AccountTx } from '../../platform/database';
import { AccountTableRepository } from '../../platform/repositories';
import { ListQueryService, type ListSource } from '../../platform/lists';
import type { ListUsersQuery } from './dto/list-users.query';

const SOURCE: ListSource = { table: 'users' };

/** What keeps a user from being deleted, by the API's name of the referring resource. */
export type UserUsage = Record<'activities' | 'offers' | 'invoices', number>;

const USERS = accountTable((db) => db.user, undefined);

/** Users of one account. */
@Injectable()
export class UsersRepository extends AccountTableRepository<TableTypesOf<typeof USERS>> {
  constructor(
    db: AccountDbService,
    private readonly lists: ListQueryService,
  ) {
    super(db, USERS);
  }

  async list(accountId: number, query: ListUsersQuery): Promise<{ rows: User[]; total: number }> {
    const conditions: Prisma.Sql[] = [];
    // Deactivated users are the reference's archived ones: left out unless asked for.
    if (query.active !== undefined) conditions.push(Prisma.sql`active = ${query.active}`);
    else if (query.include_archived !== true) conditions.push(Prisma.sql`active`);
    if (query.email !== undefined)
      conditions.push(Prisma.sql`lower(email) = lower(${query.email})`);
    if (query.tags?.length) conditions.push(Prisma.sql`tags @> ${query.tags}::text[]`);
    return this.listRows(this.lists, SOURCE, accountId, query, conditions);
  }

  find(accountId: number, id: number, tx?: AccountTx): Promise<User | null> {
    return this.findRow(accountId, id, tx);
  }

  findByEmail(accountId: number, email: string, tx?: AccountTx): Promise<User | null> {
    return this.client(accountId, tx).user.findFirst({
      where: { email: { equals: email, mode: 'insensitive' } },
    });
  }

  /**
   * Locks the user row until `tx` ends and says whether it exists. A row that refers to the
   * user takes a share lock on it when inserted, so nothing new can start to use the user while
   * this lock is held, and the usage check before a delete stays true.
   */
  lock(accountId: number, id: number, tx: AccountTx): Promise<boolean> {
    return lockRow(tx, 'users', accountId, id);
  }

  /** Counted one after another: queries of one transaction share its connection anyway. */
  async usage(id: number, tx: AccountTx): Promise<UserUsage> {
    const asAuthorOrContact = { OR: [{ userId: id }, { internalContactId: id }] };
    return {
      activities: await tx.activity.count({ where: { userId: id } }),
      offers: await tx.offer.count({ where: asAuthorOrContact }),
      invoices: await tx.invoice.count({ where: asAuthorOrContact }),
    };
  }

  /** API keys of the user that still authenticate. */
  activeApiKeys(id: number, tx: AccountTx): Promise<number> {
    return tx.apiKey.count({ where: { userId: id, revokedAt: null } });
  }

  async delete(id: number, tx: AccountTx): Promise<void> {
    await tx.user.delete({ where: { id } });
  }
}
