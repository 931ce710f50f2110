import { Injectable } from '@nestjs/common';
import { Prisma } from '@faktura/db';
import type {
  InvoiceStatus,
  MandateCollection,
  SepaScheme,
  SepaSequenceType,
  SepaTransferStatus,
  StoredMandateStatus,
} from '@faktura/domain';
import {
  AccountDbService,
  AccountScopedRepository,
  type AccountTx,
  readRows,
} from '../../platform/database';
import { ListQueryService } from '../../platform/lists';
import { directDebitRunListConditions } from './direct-debit-run-list.filters';
import type { ListDirectDebitRunsQuery } from './dto/list-direct-debit-runs.query';

/** One collection of a run, as the run's record embeds it. */
export interface DirectDebitRow {
  id: number;
  invoice_id: number;
  mandate_id: number;
  end_to_end_id: string;
  amount: string;
  currency: string;
  sequence_type: SepaSequenceType;
  collection_date: string;
  status: SepaTransferStatus;
  return_reason: string | null;
  created_at: string;
}

/** A run with its collections, in one row. */
export interface DirectDebitRunRow extends Record<string, unknown> {
  id: number;
  message_id: string;
  format: string;
  created_at: Date;
  direct_debits: DirectDebitRow[];
}

/** An invoice chosen for a run, with what the run checks and writes of it. */
export interface DirectDebitInvoice {
  id: number;
  identifier: string | null;
  status: InvoiceStatus;
  currency: string;
  gross_total: string;
  payments: string[];
  reversed: boolean;
  debt_collection: boolean;
  creditor_reference: string | null;
  customer_id: number;
  debit_pending: boolean;
}

/** A mandate of a chosen invoice's customer, with its collections (its state is derived). */
export interface CustomerMandate {
  id: number;
  company_id: number;
  reference: string;
  signed_on: string;
  scheme: SepaScheme;
  iban: string;
  bic: string | null;
  debtor_name: string;
  status: StoredMandateStatus;
  collections: MandateCollection[];
}

/** The account as the creditor of its collections. */
export interface CreditorAccount extends Record<string, unknown> {
  name: string;
  iban: string | null;
  bic: string | null;
  creditor_id: string | null;
}

/** The columns of a new run (its id reserved before the file that names it is written). */
export interface NewDirectDebitRun {
  id: number;
  messageId: string;
  format: string;
  xml: string;
  debits: {
    invoiceId: number;
    mandateId: number;
    endToEndId: string;
    amount: string;
    sequenceType: SepaSequenceType;
    collectionDate: string;
  }[];
}

/** A collection the bank statement settles: its id, invoice, amount and status. */
export interface LockedDirectDebit {
  id: number;
  run_id: number;
  invoice_id: number;
  mandate_id: number;
  amount: string;
  sequence_type: SepaSequenceType;
  status: SepaTransferStatus;
}

/** Direct debit runs and their collections. */
@Injectable()
export class DirectDebitRunsRepository extends AccountScopedRepository {
  constructor(
    db: AccountDbService,
    private readonly lists: ListQueryService,
  ) {
    super(db);
  }

  async list(
    accountId: number,
    query: ListDirectDebitRunsQuery,
  ): Promise<{ rows: DirectDebitRunRow[]; total: number }> {
    const { ids, total } = await this.lists.find(
      accountId,
      { table: 'direct_debit_runs' },
      query,
      directDebitRunListConditions(query),
    );
    return { rows: await this.load(accountId, ids), total };
  }

  async find(accountId: number, id: number, tx?: AccountTx): Promise<DirectDebitRunRow | null> {
    const [row] = await this.load(accountId, [id], tx);
    return row ?? null;
  }

  /** The records of `ids` in that order; IDs of another account are left out. */
  private load(accountId: number, ids: number[], tx?: AccountTx): Promise<DirectDebitRunRow[]> {
    return readRows<DirectDebitRunRow>(
      this.records(tx),
      Prisma.sql`SELECT r.id, r.message_id, r.format, r.created_at,
  (SELECT coalesce(json_agg(json_build_object('id', d.id, 'invoice_id', d.invoice_id,
      'mandate_id', d.mandate_id, 'end_to_end_id', d.end_to_end_id, 'amount', d.amount::text,
      'currency', d.currency, 'sequence_type', d.sequence_type,
      'collection_date', d.collection_date::text, 'status', d.status,
      'return_reason', d.return_reason, 'created_at', d.created_at) ORDER BY d.id), '[]'::json)
    FROM direct_debits d WHERE d.run_id = r.id AND d.account_id = ${accountId}) AS direct_debits
FROM unnest(${ids}::int[]) WITH ORDINALITY AS page(id, position)
JOIN direct_debit_runs r ON r.id = page.id AND r.account_id = ${accountId}
ORDER BY page.position`,
    );
  }

  /** The run's file and message id, or null. */
  findFile(accountId: number, id: number): Promise<{ xml: string; messageId: string } | null> {
    return this.client(accountId).directDebitRun.findFirst({
      where: { id },
      select: { xml: true, messageId: true },
    });
  }

  /** The account's name (legal name first), IBAN, BIC and SEPA creditor identifier. */
  async creditor(accountId: number, tx: AccountTx): Promise<CreditorAccount> {
    const [row] = await tx.$queryRaw<CreditorAccount[]>(Prisma.sql`
      SELECT coalesce(nullif(legal_name, ''), name) AS name, nullif(iban, '') AS iban,
        nullif(bic, '') AS bic, nullif(sepa_creditor_id, '') AS creditor_id
      FROM accounts WHERE id = ${accountId}`);
    return row;
  }

  /**
   * Locks the invoices of `ids` in ID order, then the mandates of their customers, until the run
   * commits: a concurrent run (or payment) over one of them waits, and then sees this run's
   * pending collections and the sequence types they used.
   */
  async lock(accountId: number, ids: number[], tx: AccountTx): Promise<void> {
    await tx.$queryRaw(Prisma.sql`SELECT id FROM invoices
      WHERE account_id = ${accountId} AND id = ANY(${ids}::int[]) ORDER BY id FOR UPDATE`);
    await tx.$queryRaw(Prisma.sql`SELECT m.id FROM sepa_mandates m
      WHERE m.account_id = ${accountId} AND m.company_id IN (SELECT i.customer_id FROM invoices i
        WHERE i.account_id = ${accountId} AND i.id = ANY(${ids}::int[]))
      ORDER BY m.id FOR UPDATE`);
  }

  /** The invoices of `ids` in the account, read after `lock` in a statement of its own. */
  invoices(accountId: number, ids: number[], tx: AccountTx): Promise<DirectDebitInvoice[]> {
    return tx.$queryRaw<DirectDebitInvoice[]>(Prisma.sql`
      SELECT i.id, i.identifier, i.status::text AS status, i.currency,
        i.gross_total::text AS gross_total, i.creditor_reference, i.customer_id,
        ARRAY(SELECT p.paid_total::text FROM invoice_payments p
          WHERE p.invoice_id = i.id AND p.account_id = ${accountId} ORDER BY p.id) AS payments,
        EXISTS (SELECT 1 FROM invoices r WHERE r.reversed_invoice_id = i.id
          AND r.account_id = ${accountId}) AS reversed,
        EXISTS (SELECT 1 FROM invoice_debt_collections c WHERE c.invoice_id = i.id
          AND c.account_id = ${accountId}) AS debt_collection,
        EXISTS (SELECT 1 FROM direct_debits d WHERE d.invoice_id = i.id
          AND d.account_id = ${accountId} AND d.status = 'pending') AS debit_pending
      FROM invoices i
      WHERE i.account_id = ${accountId} AND i.id = ANY(${ids}::int[])
      ORDER BY i.id`);
  }

  /** Every mandate of these customers, newest first, with its collections. */
  mandates(accountId: number, companyIds: number[], tx: AccountTx): Promise<CustomerMandate[]> {
    return tx.$queryRaw<CustomerMandate[]>(Prisma.sql`
      SELECT m.id, m.company_id, m.reference, m.signed_on::text AS signed_on,
        m.scheme::text AS scheme, m.iban, m.bic, m.debtor_name, m.status::text AS status,
        (SELECT coalesce(json_agg(json_build_object('sequenceType', d.sequence_type,
            'collectionDate', d.collection_date::text, 'status', d.status) ORDER BY d.id), '[]'::json)
          FROM direct_debits d WHERE d.mandate_id = m.id AND d.account_id = ${accountId}) AS collections
      FROM sepa_mandates m
      WHERE m.account_id = ${accountId} AND m.company_id = ANY(${companyIds}::int[])
      ORDER BY m.id DESC`);
  }

  /** The id the next run gets, taken now so that its file can name it. */
  async reserveId(tx: AccountTx): Promise<number> {
    const [row] = await tx.$queryRaw<{ id: number }[]>(
      Prisma.sql`SELECT nextval(pg_get_serial_sequence('direct_debit_runs', 'id'))::int AS id`,
    );
    return row.id;
  }

  /** Inserts the run and its pending collections. */
  async insert(accountId: number, run: NewDirectDebitRun, tx: AccountTx): Promise<void> {
    const db = this.client(accountId, tx);
    await db.directDebitRun.create({
      data: { id: run.id, accountId, messageId: run.messageId, format: run.format, xml: run.xml },
    });
    await db.directDebit.createMany({
      data: run.debits.map(({ collectionDate, ...debit }) => ({
        ...debit,
        accountId,
        runId: run.id,
        currency: 'EUR',
        collectionDate: new Date(`${collectionDate}T00:00:00Z`),
      })),
    });
  }

  /** The collection with this end-to-end id, locked until `tx` ends, or null. */
  async lockDebit(
    accountId: number,
    endToEndId: string,
    tx: AccountTx,
  ): Promise<LockedDirectDebit | null> {
    const [row] = await tx.$queryRaw<LockedDirectDebit[]>(Prisma.sql`
      SELECT id, run_id, invoice_id, mandate_id, amount::text AS amount,
        sequence_type::text AS sequence_type, status::text AS status
      FROM direct_debits
      WHERE account_id = ${accountId} AND end_to_end_id = ${endToEndId} FOR UPDATE`);
    return row ?? null;
  }

  /**
   * Moves a collection to `status` (set by the domain's transition), with a return reason, and
   * marks its run updated.
   */
  async setDebitStatus(
    accountId: number,
    debit: { id: number; run_id: number },
    status: SepaTransferStatus,
    returnReason: string | null,
    tx: AccountTx,
  ): Promise<void> {
    const db = this.client(accountId, tx);
    await db.directDebit.updateMany({
      where: { id: debit.id },
      data: { status, ...(returnReason !== null && { returnReason }) },
    });
    await db.directDebitRun.updateMany({
      where: { id: debit.run_id },
      data: { updatedAt: new Date() },
    });
  }
}
