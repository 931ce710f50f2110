import type { OnModuleInit } from '@nestjs/common';
import { DomainError } from '@faktura/domain';
import type { AccountTx } from '../../platform/database';
import type { RecordEntity, RecordReaders } from '../../platform/events';

/** What DocumentResponses reads: the document's repository (see DocumentRepository). */
interface DocumentReads<Row> {
  find(accountId: number, id: number, tx?: AccountTx): Promise<Row | null>;
}

/**
 * The base of a document's responses (offers, invoices, purchases): the document as GET answers
 * it, read in the caller's transaction when given (a write answers what it wrote), and the
 * reader event subscribers use (web hook payloads), so a hook sends what GET shows.
 */
export abstract class DocumentResponses<Row, Response extends object> implements OnModuleInit {
  protected constructor(
    private readonly entity: RecordEntity,
    private readonly documents: DocumentReads<Row>,
    private readonly readers: RecordReaders,
  ) {}

  onModuleInit(): void {
    this.readers.register(this.entity, (accountId, id, tx) => this.load(accountId, id, tx));
  }

  /** The full document; 404 when it does not exist. */
  async load(accountId: number, id: number, tx?: AccountTx): Promise<Response> {
    const row = await this.documents.find(accountId, id, tx);
    if (!row) throw DomainError.notFound();
    return this.toResponse(accountId, row);
  }

  /** The row as the API shows it, with freshly signed links. */
  abstract toResponse(accountId: number, row: Row): Response;
}
