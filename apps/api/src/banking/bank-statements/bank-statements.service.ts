import { Injectable } from '@nestjs/common';
import {
  creditorReferenceFor,
  DomainError,
  isStatementOfAccount,
  isValidCreditorReference,
  isValidQrReference,
  matchBankTransactions,
} from '@faktura/domain';
import type { AccountContext } from '../../platform/auth';
import type { AccountTx } from '../../platform/database';
import { found } from '../../platform/errors';
import { type Base64Upload, decodeBase64Upload } from '../../platform/files';
import { Page } from '../../platform/lists';
import { apiDate } from '../../platform/serialization';
import {
  BankMatchApplier,
  BankMatchContextRepository,
  BankTransactionsRepository,
  type NewTransaction,
} from '../bank-transactions';
import type {
  BankStatementImportResponse,
  BankStatementResponse,
} from './dto/bank-statement.response';
import type { CreateBankStatementDto } from './dto/create-bank-statement.dto';
import type { ListBankStatementsQuery } from './dto/list-bank-statements.query';
import { toBankStatementResponse } from './bank-statement-response.mapper';
import {
  matchable,
  readStatementUpload,
  statementColumns,
  statementDocument,
  transactionColumns,
} from './bank-statement.rows';
import { BankStatementsRepository } from './bank-statements.repository';

/** A statement file decoded: at most 15 MiB (its base64 stays below the body limit). */
export const STATEMENT_UPLOAD: Base64Upload = {
  field: 'file.base64',
  maxBytes: 15 * 1024 * 1024,
  tooLarge: 'A bank statement file may have at most 15 MiB',
};

/** A statement of 10,000 entries books for tens of seconds; Prisma's 5 s would cut it off. */
const IMPORT_TIMEOUT_MS = 300_000;

/**
 * Bank statements: reads a file, stores each statement and the transactions no earlier import
 * had, matches them and books what is sure, all in one transaction (nothing half imported).
 */
@Injectable()
export class BankStatementsService {
  constructor(
    private readonly statements: BankStatementsRepository,
    private readonly transactions: BankTransactionsRepository,
    private readonly context: BankMatchContextRepository,
    private readonly applier: BankMatchApplier,
  ) {}

  async list(
    account: AccountContext,
    query: ListBankStatementsQuery,
  ): Promise<Page<BankStatementResponse>> {
    return Page.of(
      await this.statements.list(account.accountId, query),
      toBankStatementResponse,
      query,
    );
  }

  async get(account: AccountContext, id: number): Promise<BankStatementResponse> {
    return toBankStatementResponse(found(await this.statements.find(account.accountId, id)));
  }

  /** POST /bank_statements: 413 over 15 MiB, 422 on `file` for what is not this account's. */
  import(account: AccountContext, input: CreateBankStatementDto) {
    const { accountId } = account;
    const data = decodeBase64Upload(input.file.base64, STATEMENT_UPLOAD);
    const file = readStatementUpload(data);
    const document = statementDocument(data, input.file.filename, file);
    return this.statements.transaction(
      accountId,
      async (tx): Promise<BankStatementImportResponse> => {
        await this.statements.lockImports(accountId, tx);
        const ibans = await this.statements.accountIbans(accountId, tx);
        if (file.statements.some((statement) => !isStatementOfAccount(statement.account, ibans)))
          throw DomainError.validation({ file: ["not this account's bank account"] });
        const fileId = await this.statements.storeFile(accountId, document, tx);
        const ids: number[] = [];
        const created = new Map<number, NewTransaction>();
        const matchables = [];
        let skipped = 0;
        for (const statement of file.statements) {
          const meta = { filename: document.filename, fileId };
          const statementId = await this.statements.insert(
            accountId,
            statementColumns(file, statement, meta),
            tx,
          );
          ids.push(statementId);
          const rows = transactionColumns(statement, statementId);
          const inserted = await this.transactions.insertNew(accountId, rows, tx);
          const byFingerprint = new Map(rows.map((row) => [row.fingerprint, row]));
          for (const { id, fingerprint } of inserted.sort((a, b) => a.id - b.id)) {
            const row = byFingerprint.get(fingerprint)!;
            matchables.push(matchable(id, row));
            created.set(id, {
              id,
              bookingDate: apiDate(row.bookingDate as Date),
              currency: row.currency,
              remittanceText: row.remittanceText ?? null,
              endToEndId: row.endToEndId ?? null,
            });
          }
          const counts = {
            importedCount: inserted.length,
            skippedCount: rows.length - inserted.length,
          };
          skipped += counts.skippedCount;
          await this.statements.setCounts(accountId, statementId, counts, tx);
        }
        const outcomes = matchBankTransactions(await this.matchContext(accountId, tx), matchables);
        const counts = await this.applier.apply(account, outcomes, created, tx);
        const saved = [];
        for (const id of ids) saved.push(found(await this.statements.find(accountId, id, tx)));
        return {
          statements: saved.map(toBankStatementResponse),
          imported: matchables.length,
          skipped,
          matched: counts.matched,
          suggested: counts.suggested,
          unmatched: counts.unmatched,
        };
      },
      { timeoutMs: IMPORT_TIMEOUT_MS },
    );
  }

  private async matchContext(accountId: number, tx: AccountTx) {
    return {
      // An invoice from before creditor references carries the one derived from its number.
      invoices: (await this.context.openInvoices(accountId, tx)).map((invoice) => ({
        ...invoice,
        reference:
          invoice.reference ?? (invoice.identifier && creditorReferenceFor(invoice.identifier)),
      })),
      purchases: await this.context.openPurchases(accountId, tx),
      customerIbans: await this.context.customerIbans(accountId, tx),
      issuedPayments: await this.context.issuedPayments(accountId, tx),
      isValidReference: (reference: string) =>
        isValidCreditorReference(reference) || isValidQrReference(reference),
    };
  }
}
