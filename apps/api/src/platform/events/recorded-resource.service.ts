import type { OnModuleInit } from '@nestjs/common';
import type { AccountContext } from '../auth/account-context';
import type { AccountTx } from '../database/account-scope.extension';
import { found } from '../errors/found';
import { Page } from '../lists/page';
import type { DomainEvent, DomainEventType, EventActor } from './domain-event.types';
import type { DomainEvents } from './domain-events.service';
import type { RecordEntity, RecordReaders } from './record-readers.service';

/** The entities whose writes record `<entity>.created`, `.changed` and `.deleted`. */
export type WrittenEntity = {
  [E in RecordEntity]: [`${E}.created`, `${E}.changed`, `${E}.deleted`] extends [
    DomainEventType,
    DomainEventType,
    DomainEventType,
  ]
    ? E
    : never;
}[RecordEntity];

/** What the shared write skeleton needs of a resource's repository. */
export interface RecordStore<Row> {
  /** The repository's account transaction. */
  transaction<T>(accountId: number, work: (tx: AccountTx) => Promise<T>): Promise<T>;
  /** Reads one record (the GET's lookup and the event subscribers' reader). */
  find(accountId: number, id: number, tx?: AccountTx): Promise<Row | null>;
}

/** A store that also lists the account's records a page at a time. */
export interface ListedRecordStore<Row, Query> extends RecordStore<Row> {
  list(accountId: number, query: Query): Promise<{ rows: Row[]; total: number }>;
}

/** The paging of a list query. */
interface PagedQuery {
  page: number;
  per_page: number;
}

/**
 * The base of a service whose writes record domain events: every create, change and delete had
 * written out the same transaction, event and response mapping, and the registration of its
 * reader; here they are one implementation, and a service keeps only what differs.
 */
export abstract class RecordWritesService<
  Row extends { id: number },
  Response extends object,
> implements OnModuleInit {
  protected constructor(
    private readonly entity: WrittenEntity,
    private readonly store: RecordStore<Row>,
    protected readonly toResponse: (row: Row) => Response,
    protected readonly events: DomainEvents,
    private readonly readers: RecordReaders,
  ) {}

  onModuleInit(): void {
    this.readers.register(this.entity, (accountId, id, tx) => this.load(accountId, id, tx));
  }

  /** The record as GET answers it; null when the account has none with this ID. */
  protected async load(accountId: number, id: number, tx?: AccountTx): Promise<Response | null> {
    const row = await this.store.find(accountId, id, tx);
    return row && this.toResponse(row);
  }

  /** Runs `write` in one transaction, records `<entity>.created` in it and answers the row. */
  protected createRecord(
    account: EventActor,
    write: (tx: AccountTx) => Promise<Row>,
  ): Promise<Response> {
    return this.recordWrite(account, 'created', write);
  }

  /** Runs `write` in one transaction, records `<entity>.changed` in it and answers the row. */
  protected changeRecord(
    account: EventActor,
    write: (tx: AccountTx) => Promise<Row>,
  ): Promise<Response> {
    return this.recordWrite(account, 'changed', write);
  }

  /**
   * Deletes in one transaction: `check` (which throws to refuse), then `<entity>.deleted` (with
   * the custom properties `properties` reads of the checked record, when given), then `remove`,
   * so a subscriber can still read the record.
   */
  protected async deleteRecord<T>(
    account: EventActor,
    id: number,
    check: (tx: AccountTx) => Promise<T>,
    remove: (checked: T, tx: AccountTx) => Promise<unknown>,
    properties?: (checked: T) => unknown,
  ): Promise<void> {
    await this.store.transaction(account.accountId, async (tx) => {
      const checked = await check(tx);
      const type = `${this.entity}.deleted`;
      const data = properties ? { id, customProperties: properties(checked) } : { id };
      await this.events.record(tx, account, { type, ...data } as DomainEvent);
      await remove(checked, tx);
    });
  }

  private async recordWrite(
    account: EventActor,
    fact: 'created' | 'changed',
    write: (tx: AccountTx) => Promise<Row>,
  ): Promise<Response> {
    const row = await this.store.transaction(account.accountId, async (tx) => {
      const written = await write(tx);
      // The template names an event of the entity: WrittenEntity admits only those that have it.
      const type = `${this.entity}.${fact}`;
      await this.events.record(tx, account, { type, id: written.id } as DomainEvent);
      return written;
    });
    return this.toResponse(row);
  }
}

/** A RecordWritesService of a top-level resource: its paged list and its GET are the usual. */
export abstract class RecordedResourceService<
  Row extends { id: number },
  Response extends object,
  Query extends PagedQuery,
> extends RecordWritesService<Row, Response> {
  protected constructor(
    entity: WrittenEntity,
    private readonly records: ListedRecordStore<Row, Query>,
    toResponse: (row: Row) => Response,
    events: DomainEvents,
    readers: RecordReaders,
  ) {
    super(entity, records, toResponse, events, readers);
  }

  async list(account: AccountContext, query: Query): Promise<Page<Response>> {
    return Page.of(await this.records.list(account.accountId, query), this.toResponse, query);
  }

  async get(account: AccountContext, id: number): Promise<Response> {
    return found(await this.load(account.accountId, id));
  }
}
