import { Injectable } from '@nestjs/common';
import { Prisma } from '@faktura/db';
import {
  AccountDbService,
  accountTable,
  lockRow,
  one,
  RecordQuery,
  referredBy,
  type TableTypesOf,
  VALUE,
} from '../../platform/database';
import type { AccountTx } from '../../platform/database';
import { ListQueryService } from '../../platform/lists';
import {
  ListedTableRepository,
  type ListingTypesOf,
  recordListing,
} from '../../platform/repositories';
import type { ListUsersQuery } from './dto/list-users.query';

/** What keeps a user from being deleted, by the API's name of the referring resource. */
export type UserUsage = Record<'activities' | 'offers' | 'invoices', number>;

/** The unit a user response shows, loaded with every user. */
const WITH_UNIT = {
  unit: { select: { id: true, name: true } },
} as const satisfies Prisma.UserInclude;

/** A user with its unit. */
export type UserRow = Prisma.UserGetPayload<{ include: typeof WITH_UNIT }>;

const USERS = accountTable((db) => db.user, WITH_UNIT);

/** Users with their unit, in one statement. */
export const USER_RECORDS = new RecordQuery<UserRow>('users', {
  unit: one('units', { id: VALUE, name: VALUE }, referredBy('unit_id')),
});

/**
 * GET /users: deactivated users are the reference's archived ones, left out unless asked for;
 * `email` exactly (ignoring case), `tags` all of them, `unit_id` one or several units.
 */
function userListConditions(query: ListUsersQuery): Prisma.Sql[] {
  const conditions: Prisma.Sql[] = [];
  if (query.active !== undefined) conditions.push(Prisma.sql`active = ${query.active}`);
  else if (query.include_archived !== true) conditions.push(Prisma.sql`active`);
  if (query.email !== undefined) conditions.push(Prisma.sql`lower(email) = lower(${query.email})`);
  if (query.tags?.length) conditions.push(Prisma.sql`tags @> ${query.tags}::text[]`);
  if (query.unit_id) conditions.push(Prisma.sql`unit_id = ANY(${query.unit_id}::int[])`);
  return conditions;
}

const USER_LISTING = recordListing({
  table: 'users',
  records: USER_RECORDS,
  filters: userListConditions,
});

/** Users of one account. */
@Injectable()
export class UsersRepository extends ListedTableRepository<
  TableTypesOf<typeof USERS>,
  ListingTypesOf<typeof USER_LISTING>
> {
  constructor(db: AccountDbService, lists: ListQueryService) {
    super(db, USERS, lists, USER_LISTING);
  }

  findByEmail(accountId: number, email: string, tx?: AccountTx): Promise<UserRow | null> {
    return this.client(accountId, tx).user.findFirst({
      where: { email: { equals: email, mode: 'insensitive' } },
      include: WITH_UNIT,
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

  /**
   * How many users of role `roleId` the account has besides `exceptId`, their rows locked until
   * `tx` ends, so two changes of role at once cannot both count on the other.
   */
  async otherUsersOfRole(
    accountId: number,
    roleId: number,
    exceptId: number,
    tx: AccountTx,
  ): Promise<number> {
    const rows = await tx.$queryRaw<{ id: number }[]>`
      SELECT id FROM users
       WHERE account_id = ${accountId} AND role_id = ${roleId} AND id <> ${exceptId}
       FOR UPDATE`;
    return rows.length;
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
