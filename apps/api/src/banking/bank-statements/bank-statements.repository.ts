import { Injectable } from '@nestjs/common';
import type { BankStatement, Prisma } from '@faktura/db';
import {
  AccountDbService,
  accountTable,
  type AccountTx,
  RecordQuery,
  type TableTypesOf,
} from '../../platform/database';
import { ListQueryService } from '../../platform/lists';
import {
  ListedTableRepository,
  type ListingTypesOf,
  recordListing,
} from '../../platform/repositories';
import { type DocumentFile, storedDocumentRow } from '../../shared/attachments';
import type { ListBankStatementsQuery } from './dto/list-bank-statements.query';

const BANK_STATEMENTS = accountTable((db) => db.bankStatement, undefined);

/** A statement is its columns alone: its transactions are listed under /bank_transactions. */
export const BANK_STATEMENT_RECORDS = new RecordQuery<BankStatement>('bank_statements', {});

const BANK_STATEMENT_LISTING = recordListing<ListBankStatementsQuery, BankStatement>({
  table: 'bank_statements',
  records: BANK_STATEMENT_RECORDS,
});

/** The columns of a new statement; the account-bound client adds the account. */
export type BankStatementColumns = Omit<
  Prisma.BankStatementUncheckedCreateInput,
  'accountId' | 'id' | 'createdAt'
>;

/** Imported bank statements of one account, and what their import reads of the account. */
@Injectable()
export class BankStatementsRepository extends ListedTableRepository<
  TableTypesOf<typeof BANK_STATEMENTS>,
  ListingTypesOf<typeof BANK_STATEMENT_LISTING>
> {
  constructor(db: AccountDbService, lists: ListQueryService) {
    super(db, BANK_STATEMENTS, lists, BANK_STATEMENT_LISTING);
  }

  /**
   * Serializes the account's imports until `tx` ends: a second import of the same or an
   * overlapping file waits, then sees the first one's transactions and bookings.
   */
  async lockImports(accountId: number, tx: AccountTx): Promise<void> {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('bank_statements'), ${accountId})`;
  }

  /** The account's own IBAN and QR-IBAN, which a statement must name. */
  async accountIbans(accountId: number, tx: AccountTx): Promise<(string | null)[]> {
    const rows = await tx.$queryRaw<{ iban: string | null; qrIban: string | null }[]>`
      SELECT iban, qr_iban AS "qrIban" FROM accounts WHERE id = ${accountId}`;
    return rows.flatMap((row) => [row.iban, row.qrIban]);
  }

  /** Stores the uploaded file once for all statements it holds. */
  async storeFile(accountId: number, file: DocumentFile, tx: AccountTx): Promise<number> {
    const stored = await this.client(accountId, tx).storedFile.create({
      data: storedDocumentRow(file),
      select: { id: true },
    });
    return stored.id;
  }

  /** Inserts a statement and returns its id. */
  async insert(accountId: number, columns: BankStatementColumns, tx: AccountTx): Promise<number> {
    const row = await this.client(accountId, tx).bankStatement.create({
      data: columns as Prisma.BankStatementUncheckedCreateInput,
      select: { id: true },
    });
    return row.id;
  }

  /** Notes how many of the statement's transactions were new and how many known before. */
  async setCounts(
    accountId: number,
    id: number,
    counts: { importedCount: number; skippedCount: number },
    tx: AccountTx,
  ): Promise<void> {
    await this.client(accountId, tx).bankStatement.update({ where: { id }, data: counts });
  }
}
