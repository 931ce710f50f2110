import type { OnModuleInit } from '@nestjs/common';
import type { AccountContext } from '../auth';
import { DomainError } from '@faktura/domain';
import type { AccountTx } from '../database';
import { found } from '../errors';
import { Page } from '../lists';
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

/**
 * How a checked record is deleted: the custom properties the check read (they go with the
 * event; absent when it did not read them) and the removal, run after the event.
 */
export interface RecordDeletionPlan {
  customProperties?: unknown;
  remove(): Promise<unknown>;
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
   * Deletes in one transaction: `plan` checks the record (it throws to refuse), then
   * `<entity>.deleted` is recorded (with the custom properties the plan read, if it read them)
   * and only then the plan removes it, so a subscriber can still read the record.
   */
  protected async deleteRecord(
    account: EventActor,
    id: number,
    plan: (tx: AccountTx) => Promise<RecordDeletionPlan>,
  ): Promise<void> {
    await this.store.transaction(account.accountId, async (tx) => {
      const deletion = await plan(tx);
      const type = `${this.entity}.deleted`;
      const data =
        'customProperties' in deletion
          ? { id, customProperties: deletion.customProperties }
          : { id };
      await this.events.record(tx, account, { type, ...data } as DomainEvent);
      await deletion.remove();
    });
  }

  /**
   * Deletes as {@link deleteRecord} does and answers the record as it was (the reference's `200`
   * with the deleted record), read in the transaction after the plan's checks.
   */
  protected async deleteAnsweringRecord(
    account: EventActor,
    id: number,
    plan: (tx: AccountTx) => Promise<RecordDeletionPlan>,
  ): Promise<Response> {
    let before: Row | undefined;
    await this.deleteRecord(account, id, async (tx) => {
      const deletion = await plan(tx);
      before = found(await this.store.find(account.accountId, id, tx));
      return deletion;
    });
    return this.toResponse(before!);
  }

  /** The record whose row the caller locked (`locked`: it had one), read in `tx`; else 404. */
  protected async lockedRecord(
    locked: boolean,
    accountId: number,
    id: number,
    tx: AccountTx,
  ): Promise<Row> {
    if (!locked) throw DomainError.notFound();
    return found(await this.store.find(accountId, id, tx));
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

/**
 * A RecordWritesService of a top-level resource: its paged list, its GET and the skeleton of its
 * PUT are the usual; the service writes the change itself (`change`).
 */
export abstract class RecordedResourceService<
  Row extends { id: number },
  Response extends object,
  Query extends PagedQuery,
  Update,
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

  /** Changes the record as `change` says, in one transaction that first finds it (else 404). */
  async update(account: AccountContext, id: number, input: Update): Promise<Response> {
    return this.changeRecord(account, async (tx) => {
      const current = found(await this.records.find(account.accountId, id, tx));
      return this.change(current, input, tx);
    });
  }

  /** Checks `input` against the record as stored and writes the change, in `tx`. */
  protected abstract change(current: Row, input: Update, tx: AccountTx): Promise<Row>;

  /** Deletes the record as `deletion` plans it (see deleteRecord). */
  async delete(account: AccountContext, id: number): Promise<void> {
    await this.deleteRecord(account, id, (tx) => this.deletion(account, id, tx));
  }

  /** Deletes the record as `delete` does and answers it as it was. */
  deleteAnswering(account: AccountContext, id: number): Promise<Response> {
    return this.deleteAnsweringRecord(account, id, (tx) => this.deletion(account, id, tx));
  }

  /** Checks that the record may go (it throws to refuse) and says how it is removed. */
  protected abstract deletion(
    account: AccountContext,
    id: number,
    tx: AccountTx,
  ): Promise<RecordDeletionPlan>;
}
