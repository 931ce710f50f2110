import { Injectable } from '@nestjs/common';
import { DomainError, FieldErrorCollector } from '@faktura/domain';
import type { AccountContext } from '../../platform/auth';
import type { AccountTx } from '../../platform/database';
import { found } from '../../platform/errors';
import { DomainEvents } from '../../platform/events';
import { calculateItems, itemColumns, positionInput } from './catalog-item-columns';
import { checkRevenueCategories, NEW_ITEM, revenueCategoryIds } from './catalog-item.checks';
import type { CatalogServiceRow } from './catalog-service-records.query';
import { itemAmounts, toCatalogItemResponse } from './catalog-service-response.mapper';
import { CatalogServicesRepository, type CatalogItemColumns } from './catalog-services.repository';
import type { CatalogServiceItemDto } from './dto/catalog-service-item.dto';
import type { CatalogServiceItemResponse } from './dto/catalog-service.response';

/**
 * The items of a catalog service. An item is part of its service: each write locks the service,
 * marks it changed and records its event, and an item of another service (or of another
 * account's) is a 404, as is a service the account lacks.
 */
@Injectable()
export class CatalogServiceItemsService {
  constructor(
    private readonly services: CatalogServicesRepository,
    private readonly events: DomainEvents,
  ) {}

  async get(
    account: AccountContext,
    serviceId: number,
    id: number,
  ): Promise<CatalogServiceItemResponse> {
    return itemOf(found(await this.services.find(account.accountId, serviceId)), id);
  }

  /** Adds the item after the service's last one. */
  create(
    account: AccountContext,
    serviceId: number,
    input: CatalogServiceItemDto,
  ): Promise<CatalogServiceItemResponse> {
    return this.write(account, serviceId, async (service, tx) => {
      const columns = this.columns(input, null);
      const inputs = [...service.items.map((item) => positionInput(item))];
      await this.check(
        account.accountId,
        [...inputs, positionInput(NEW_ITEM, columns)],
        service,
        columns,
        tx,
      );
      const [id] = await this.services.appendItems(
        account.accountId,
        serviceId,
        [columns as CatalogItemColumns],
        tx,
      );
      return { id, event: 'catalog_service.item_added' };
    });
  }

  /** Changes what the body sends; a field left out keeps its value, null clears it. */
  update(
    account: AccountContext,
    serviceId: number,
    id: number,
    input: CatalogServiceItemDto,
  ): Promise<CatalogServiceItemResponse> {
    return this.write(account, serviceId, async (service, tx) => {
      const current = found(service.items.find((item) => item.id === id));
      const columns = this.columns(input, current);
      const inputs = service.items.map((item) =>
        item.id === id ? positionInput(item, columns) : positionInput(item),
      );
      await this.check(account.accountId, inputs, service, columns, tx);
      await this.services.updateItem(account.accountId, id, columns, tx);
      return { id, event: 'catalog_service.item_changed' };
    });
  }

  /** Removes the item and answers it as it was. */
  async delete(
    account: AccountContext,
    serviceId: number,
    id: number,
  ): Promise<CatalogServiceItemResponse> {
    const { accountId } = account;
    return this.services.transaction(accountId, async (tx) => {
      if (!(await this.services.touch(accountId, serviceId, tx))) throw DomainError.notFound();
      const item = itemOf(found(await this.services.find(accountId, serviceId, tx)), id);
      await this.events.record(tx, account, {
        type: 'catalog_service.item_removed',
        id: serviceId,
        itemId: id,
      });
      await this.services.deleteItem(accountId, id, tx);
      return item;
    });
  }

  /**
   * Runs an item write in one transaction: locks the service (marking it changed; 404 when the
   * account has none), lets `work` write, records its event and answers the item as GET does.
   */
  private write(
    account: AccountContext,
    serviceId: number,
    work: (
      service: CatalogServiceRow,
      tx: AccountTx,
    ) => Promise<{
      id: number;
      event: 'catalog_service.item_added' | 'catalog_service.item_changed';
    }>,
  ): Promise<CatalogServiceItemResponse> {
    const { accountId } = account;
    return this.services.transaction(accountId, async (tx) => {
      if (!(await this.services.touch(accountId, serviceId, tx))) throw DomainError.notFound();
      const service = found(await this.services.find(accountId, serviceId, tx));
      const { id, event } = await work(service, tx);
      await this.events.record(tx, account, { type: event, id: serviceId, itemId: id });
      return itemOf(found(await this.services.find(accountId, serviceId, tx)), id);
    });
  }

  private columns(
    input: CatalogServiceItemDto,
    current: CatalogServiceRow['items'][number] | null,
  ) {
    const errors = new FieldErrorCollector();
    const columns = errors.capture(() => itemColumns(input, '', current), {});
    errors.throwIfAny();
    return columns;
  }

  /** The service's items after the change must add up, and the revenue category must exist. */
  private async check(
    accountId: number,
    inputs: Parameters<typeof calculateItems>[0],
    service: CatalogServiceRow,
    columns: Partial<CatalogItemColumns>,
    tx: AccountTx,
  ): Promise<void> {
    const errors = new FieldErrorCollector();
    calculateItems(inputs, service.currency, () => '', errors);
    const item = [{ columns, prefix: '' }];
    const existing = await this.services.existingRevenueCategories(
      accountId,
      revenueCategoryIds(item),
      tx,
    );
    checkRevenueCategories(item, existing, errors);
    errors.throwIfAny();
  }
}

/** The item `id` of the service as GET answers it; 404 when the service has no such item. */
function itemOf(service: CatalogServiceRow, id: number): CatalogServiceItemResponse {
  const index = service.items.findIndex((item) => item.id === id);
  if (index < 0) throw DomainError.notFound();
  const amounts = itemAmounts(service);
  return toCatalogItemResponse(service.items[index], amounts[index], service.currency);
}
