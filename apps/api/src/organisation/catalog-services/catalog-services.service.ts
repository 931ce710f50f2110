import { Injectable } from '@nestjs/common';
import { DomainError, FieldErrorCollector } from '@faktura/domain';
import type { AccountContext } from '../../platform/auth';
import type { AccountTx } from '../../platform/database';
import { found } from '../../platform/errors';
import { DomainEvents, RecordReaders, RecordWritesService } from '../../platform/events';
import { Page } from '../../platform/lists';
import { calculateItems, itemColumns, positionInput } from './catalog-item-columns';
import { checkRevenueCategories, NEW_ITEM, revenueCategoryIds } from './catalog-item.checks';
import type { CatalogServiceRow } from './catalog-service-records.query';
import { toCatalogServiceResponse } from './catalog-service-response.mapper';
import { CatalogServicesRepository, type CatalogItemColumns } from './catalog-services.repository';
import type { CatalogServiceResponse } from './dto/catalog-service.response';
import type { CreateCatalogServiceDto } from './dto/create-catalog-service.dto';
import type { ListCatalogServicesQuery } from './dto/list-catalog-services.query';
import type { UpdateCatalogServiceDto } from './dto/update-catalog-service.dto';

/** The account's catalog of services: reusable positions for offers and invoices. */
@Injectable()
export class CatalogServicesService extends RecordWritesService<
  CatalogServiceRow,
  CatalogServiceResponse
> {
  constructor(
    private readonly services: CatalogServicesRepository,
    events: DomainEvents,
    readers: RecordReaders,
  ) {
    super('catalog_service', services, toCatalogServiceResponse, events, readers);
  }

  async list(
    account: AccountContext,
    query: ListCatalogServicesQuery,
  ): Promise<Page<CatalogServiceResponse>> {
    const page = await this.services.list(account.accountId, query);
    return Page.of(page, toCatalogServiceResponse, query);
  }

  async get(account: AccountContext, id: number): Promise<CatalogServiceResponse> {
    return found(await this.load(account.accountId, id));
  }

  /** The service with its items (those marked `destroyed` left out), in one transaction. */
  create(account: AccountContext, input: CreateCatalogServiceDto): Promise<CatalogServiceResponse> {
    const { accountId } = account;
    return this.createRecord(account, async (tx) => {
      const items = await this.checkedItems(accountId, input, tx);
      const id = await this.services.insert(accountId, input.title, items, tx);
      return found(await this.services.find(accountId, id, tx));
    });
  }

  update(
    account: AccountContext,
    id: number,
    input: UpdateCatalogServiceDto,
  ): Promise<CatalogServiceResponse> {
    const { accountId } = account;
    return this.changeRecord(account, async (tx) => {
      if (!(await this.services.lock(accountId, id, tx))) throw DomainError.notFound();
      if (input.title !== undefined)
        await this.services.update(accountId, id, { title: input.title }, tx);
      return found(await this.services.find(accountId, id, tx));
    });
  }

  /** Deletes the service with its items and answers it as it was. */
  async delete(account: AccountContext, id: number): Promise<CatalogServiceResponse> {
    const { accountId } = account;
    let deleted: CatalogServiceResponse | undefined;
    await this.deleteRecord(account, id, async (tx) => {
      const locked = await this.services.lock(accountId, id, tx);
      deleted = this.toResponse(await this.lockedRecord(locked, accountId, id, tx));
      return { remove: () => this.services.delete(accountId, id, tx) };
    });
    return found(deleted ?? null);
  }

  /**
   * The columns of the sent items, checked together so that one 422 names every bad field
   * (`items[2].net_total`): amounts, subtotals and revenue categories.
   */
  private async checkedItems(
    accountId: number,
    input: CreateCatalogServiceDto,
    tx: AccountTx,
  ): Promise<CatalogItemColumns[]> {
    const errors = new FieldErrorCollector();
    const kept = (input.items ?? []).flatMap((item, index) => {
      if (item.destroyed === true) return [];
      const prefix = `items[${index}].`;
      const columns = errors.capture(() => itemColumns(item, prefix, null), null);
      return columns ? [{ columns, prefix }] : [];
    });
    const currency = await this.services.currency(accountId, tx);
    const inputs = kept.map(({ columns }) => positionInput(NEW_ITEM, columns));
    calculateItems(inputs, currency, (index) => kept[index].prefix, errors);
    const existing = await this.services.existingRevenueCategories(
      accountId,
      revenueCategoryIds(kept),
      tx,
    );
    checkRevenueCategories(kept, existing, errors);
    errors.throwIfAny();
    return kept.map(({ columns }) => columns as CatalogItemColumns);
  }
}
