import { Injectable } from '@nestjs/common';
import type { Prisma } from '@faktura/db';
import {
  AccountDbService,
  accountTable,
  type AccountTx,
  type TableTypesOf,
  type WithoutAccount,
} from '../../platform/database';
import { ListQueryService } from '../../platform/lists';
import {
  ListedTableRepository,
  type ListingTypesOf,
  recordListing,
} from '../../platform/repositories';
import { CATALOG_SERVICE_RECORDS } from './catalog-service-records.query';

/** The columns of a catalog item as the services write them (service and order aside). */
export type CatalogItemColumns = Omit<
  WithoutAccount<Prisma.CatalogServiceItemUncheckedCreateInput>,
  'catalogServiceId' | 'sortOrder' | 'id' | 'createdAt' | 'updatedAt'
>;

const SERVICES = accountTable((db) => db.catalogService, undefined);

/** How catalog services are listed and read: with their items, one statement each. */
const CATALOG_SERVICE_LISTING = recordListing({
  table: 'catalog_services',
  records: CATALOG_SERVICE_RECORDS,
});

/** The catalog services of one account and their items. */
@Injectable()
export class CatalogServicesRepository extends ListedTableRepository<
  TableTypesOf<typeof SERVICES>,
  ListingTypesOf<typeof CATALOG_SERVICE_LISTING>
> {
  constructor(db: AccountDbService, lists: ListQueryService) {
    super(db, SERVICES, lists, CATALOG_SERVICE_LISTING);
  }

  /** The service with its items, in order after the existing ones. */
  async insert(
    accountId: number,
    title: string,
    items: readonly CatalogItemColumns[],
    tx: AccountTx,
  ): Promise<number> {
    const { id } = await this.create(accountId, { title }, tx);
    await this.appendItems(accountId, id, items, tx);
    return id;
  }

  /**
   * Marks the service changed and locks it until `tx` ends, so that concurrent item writes
   * take their places in turn; false when the account has no such service.
   */
  async touch(accountId: number, id: number, tx: AccountTx): Promise<boolean> {
    const rows = await tx.$queryRaw<{ id: number }[]>`
      UPDATE catalog_services SET updated_at = now()
      WHERE id = ${id} AND account_id = ${accountId} RETURNING id`;
    return rows.length > 0;
  }

  /** Adds items after the service's last one (the caller has locked it with `touch`). */
  async appendItems(
    accountId: number,
    serviceId: number,
    items: readonly CatalogItemColumns[],
    tx: AccountTx,
  ): Promise<number[]> {
    if (items.length === 0) return [];
    const last = await tx.catalogServiceItem.aggregate({
      where: { accountId, catalogServiceId: serviceId },
      _max: { sortOrder: true },
    });
    const start = (last._max.sortOrder ?? -1) + 1;
    const rows = await tx.catalogServiceItem.createManyAndReturn({
      data: items.map((item, index) => ({
        ...item,
        accountId,
        catalogServiceId: serviceId,
        sortOrder: start + index,
      })),
      select: { id: true },
    });
    return rows.map((row) => row.id);
  }

  async updateItem(
    accountId: number,
    id: number,
    columns: Partial<CatalogItemColumns>,
    tx: AccountTx,
  ): Promise<void> {
    await this.client(accountId, tx).catalogServiceItem.update({ where: { id }, data: columns });
  }

  async deleteItem(accountId: number, id: number, tx: AccountTx): Promise<void> {
    await this.client(accountId, tx).catalogServiceItem.delete({ where: { id } });
  }

  /** Deletes the service; its items go with it (ON DELETE CASCADE). */
  delete(accountId: number, id: number, tx: AccountTx): Promise<void> {
    return this.deleteRow(accountId, id, tx);
  }

  /** Which of `ids` are revenue categories of the account. */
  async existingRevenueCategories(
    accountId: number,
    ids: readonly number[],
    tx: AccountTx,
  ): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await this.client(accountId, tx).revenueCategory.findMany({
      where: { id: { in: [...ids] } },
      select: { id: true },
    });
    return new Set(rows.map((row) => row.id));
  }

  /** Locks the service until `tx` ends; false when the account has no such service. */
  async lock(accountId: number, id: number, tx: AccountTx): Promise<boolean> {
    const rows = await tx.$queryRaw<{ id: number }[]>`
      SELECT id FROM catalog_services WHERE id = ${id} AND account_id = ${accountId} FOR UPDATE`;
    return rows.length > 0;
  }

  /** The currency catalog amounts are rounded to: the account's default. */
  async currency(accountId: number, tx: AccountTx): Promise<string> {
    const account = await this.client(accountId, tx).account.findFirstOrThrow({
      select: { defaultCurrency: true },
    });
    return account.defaultCurrency;
  }
}
