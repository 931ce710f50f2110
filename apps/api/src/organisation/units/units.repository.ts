import { Injectable } from '@nestjs/common';
import type { Prisma } from '@faktura/db';
import {
  AccountDbService,
  accountTable,
  lockRow,
  many,
  RecordQuery,
  referringBy,
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

/** The users a unit response lists. */
const WITH_USERS = {
  users: {
    select: { id: true, firstname: true, lastname: true, email: true },
    orderBy: { id: 'asc' },
  },
} as const satisfies Prisma.UnitInclude;

/** A unit with its users (id order). */
export type UnitRow = Prisma.UnitGetPayload<{ include: typeof WITH_USERS }>;

const UNITS = accountTable((db) => db.unit, WITH_USERS);

/** Units with their users, in one statement. */
export const UNIT_RECORDS = new RecordQuery<UnitRow>('units', {
  users: many(
    'users',
    { id: VALUE, firstname: VALUE, lastname: VALUE, email: VALUE },
    referringBy('unit_id'),
    { orderBy: 'id' },
  ),
});

const UNIT_LISTING = recordListing({ table: 'units', records: UNIT_RECORDS });

/** Units (teams) of one account. */
@Injectable()
export class UnitsRepository extends ListedTableRepository<
  TableTypesOf<typeof UNITS>,
  ListingTypesOf<typeof UNIT_LISTING>
> {
  constructor(db: AccountDbService, lists: ListQueryService) {
    super(db, UNITS, lists, UNIT_LISTING);
  }

  /**
   * Locks the unit row until `tx` ends and says whether it exists. A user that moves into the
   * unit takes a key-share lock on it (its foreign key), so none can join between the check of
   * its users and the delete.
   */
  lock(accountId: number, id: number, tx: AccountTx): Promise<boolean> {
    return lockRow(tx, 'units', accountId, id);
  }

  async delete(accountId: number, id: number, tx: AccountTx): Promise<void> {
    await this.deleteRow(accountId, id, tx);
  }
}
