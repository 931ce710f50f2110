import type { AccountTx } from '../../platform/database';
import type {
  DomainEvent,
  DomainEventData,
  DomainEventType,
  EventActor,
  RecordChange,
  DomainEvents,
} from '../../platform/events';

/** The events that say one record was written, with the record as GET answers it. */
export type RecordWrittenType = {
  [K in DomainEventType]: RecordChange extends DomainEventData[K] ? K : never;
}[DomainEventType];

/** A document write's result: the document's ID, and the events that follow its own. */
export interface DocumentWritten {
  id: number;
  followedBy?: DomainEvent[];
}

/** What a document write reads and writes through: its repository's transaction. */
interface DocumentStore {
  transaction<T>(accountId: number, work: (tx: AccountTx) => Promise<T>): Promise<T>;
}

/** How the document's GET reads it in a transaction (its `*Responses`). */
interface DocumentLoader<Response> {
  load(accountId: number, id: number, tx: AccountTx): Promise<Response>;
}

/**
 * The base of a document's write use case (offers, invoices, purchases): each ran resolve, plan
 * and write in one transaction, then loaded the document as GET answers it and recorded its
 * event with it; the transaction, the load and the event are written here once.
 */
export abstract class DocumentWriteUseCase<Response extends object> {
  protected constructor(
    private readonly store: DocumentStore,
    private readonly responses: DocumentLoader<Response>,
    protected readonly events: DomainEvents,
  ) {}

  /**
   * Runs `write` (resolve, plan, write: it answers the document's ID) in one transaction, loads
   * the document in it and records `type` with that record, then the events `write` adds.
   */
  protected async writeDocument(
    account: EventActor,
    type: RecordWrittenType,
    write: (tx: AccountTx) => Promise<number | DocumentWritten>,
  ): Promise<Response> {
    return this.store.transaction(account.accountId, async (tx) => {
      const written = await write(tx);
      const { id, followedBy = [] } = typeof written === 'number' ? { id: written } : written;
      const record = await this.responses.load(account.accountId, id, tx);
      const event = { type, id, record } as DomainEvent;
      await this.events.record(tx, account, event, ...followedBy);
      return record;
    });
  }
}
