import { Injectable } from '@nestjs/common';
import { Prisma } from '@faktura/db';
import type { SepaTransferStatus } from '@faktura/domain';
import {
  AccountDbService,
  AccountScopedRepository,
  type AccountTx,
  readRows,
} from '../../platform/database';
import { ListQueryService } from '../../platform/lists';
import type { ListPaymentRunsQuery } from './dto/list-payment-runs.query';
import { paymentRunListConditions } from './payment-run-list.filters';

/** One transfer as the run's record shows it. */
export interface SepaTransferRow {
  id: number;
  purchase_id: number;
  end_to_end_id: string;
  amount: string;
  currency: string;
  creditor_iban: string;
  status: SepaTransferStatus;
  booked_at: string | null;
  created_at: string;
}

/** A run as its record shows it: the user and the transfers embedded. */
export interface PaymentRunRow extends Record<string, unknown> {
  id: number;
  message_id: string;
  format: string;
  execution_date: Date;
  transfer_count: number;
  total: string;
  currency: string;
  created_at: Date;
  updated_at: Date;
  user: { id: number; firstname: string; lastname: string } | null;
  transfers: SepaTransferRow[];
}

/** A chosen purchase, as the run's checks and file read it (locked until the run commits). */
export interface PaymentRunPurchase extends Record<string, unknown> {
  id: number;
  identifier: string;
  receipt_identifier: string | null;
  currency: string;
  gross_total: string;
  payments: string[];
  iban: string | null;
  bic: string | null;
  supplier_name: string | null;
  title: string;
  transfer_pending: boolean;
}

/** The account as the debtor of its transfers. */
export interface DebtorAccount extends Record<string, unknown> {
  name: string;
  iban: string | null;
  bic: string | null;
}

/** The columns of a new run (its id reserved before the file that names it is written). */
export interface NewPaymentRun {
  id: number;
  messageId: string;
  format: string;
  executionDate: string;
  total: string;
  file: string;
  userId: number | null;
  transfers: {
    purchaseId: number;
    endToEndId: string;
    amount: string;
    creditorIban: string;
  }[];
}

/** Payment runs and their SEPA transfers. */
@Injectable()
export class PaymentRunsRepository extends AccountScopedRepository {
  constructor(
    db: AccountDbService,
    private readonly lists: ListQueryService,
  ) {
    super(db);
  }

  async list(
    accountId: number,
    query: ListPaymentRunsQuery,
  ): Promise<{ rows: PaymentRunRow[]; total: number }> {
    const { ids, total } = await this.lists.find(
      accountId,
      { table: 'purchase_payment_runs' },
      query,
      paymentRunListConditions(query),
    );
    return { rows: await this.load(accountId, ids), total };
  }

  async find(accountId: number, id: number, tx?: AccountTx): Promise<PaymentRunRow | null> {
    const [row] = await this.load(accountId, [id], tx);
    return row ?? null;
  }

  /** The records of `ids` in that order; IDs of another account are left out. */
  private load(accountId: number, ids: number[], tx?: AccountTx): Promise<PaymentRunRow[]> {
    return readRows<PaymentRunRow>(
      this.records(tx),
      Prisma.sql`SELECT r.id, r.message_id, r.format, r.execution_date, r.transfer_count,
  r.total::text AS total, r.currency, r.created_at, r.updated_at,
  (SELECT json_build_object('id', u.id, 'firstname', u.firstname, 'lastname', u.lastname)
    FROM users u WHERE u.id = r.user_id AND u.account_id = ${accountId}) AS user,
  (SELECT coalesce(json_agg(json_build_object('id', t.id, 'purchase_id', t.purchase_id,
      'end_to_end_id', t.end_to_end_id, 'amount', t.amount::text, 'currency', t.currency,
      'creditor_iban', t.creditor_iban, 'status', t.status, 'booked_at', t.booked_at,
      'created_at', t.created_at) ORDER BY t.id), '[]'::json)
    FROM sepa_transfers t WHERE t.payment_run_id = r.id AND t.account_id = ${accountId}) AS transfers
FROM unnest(${ids}::int[]) WITH ORDINALITY AS page(id, position)
JOIN purchase_payment_runs r ON r.id = page.id AND r.account_id = ${accountId}
ORDER BY page.position`,
    );
  }

  /** The run's file and message id, or null. */
  async findFile(
    accountId: number,
    id: number,
  ): Promise<{ file: string; messageId: string } | null> {
    return this.client(accountId).purchasePaymentRun.findFirst({
      where: { id },
      select: { file: true, messageId: true },
    });
  }

  /** The account's name (legal name first), IBAN and BIC. */
  async debtor(accountId: number, tx: AccountTx): Promise<DebtorAccount> {
    const [row] = await tx.$queryRaw<DebtorAccount[]>(Prisma.sql`
      SELECT coalesce(nullif(legal_name, ''), name) AS name, nullif(iban, '') AS iban,
        nullif(bic, '') AS bic
      FROM accounts WHERE id = ${accountId}`);
    return row;
  }

  /**
   * Locks the purchases of `ids` in ID order until the run commits, so that a concurrent run
   * (or payment, or delete) over one of them waits for this one.
   */
  async lockPurchases(accountId: number, ids: number[], tx: AccountTx): Promise<void> {
    await tx.$queryRaw(Prisma.sql`SELECT id FROM purchases
      WHERE account_id = ${accountId} AND id = ANY(${ids}::int[]) ORDER BY id FOR UPDATE`);
  }

  /**
   * The purchases of `ids` in the account: their supplier's IBAN (the purchase's own, else its
   * company's), payments and whether a transfer is pending. Read after `lockPurchases` in a
   * statement of its own, so it sees what a run that held the locks before committed.
   */
  candidates(accountId: number, ids: number[], tx: AccountTx): Promise<PaymentRunPurchase[]> {
    return tx.$queryRaw<PaymentRunPurchase[]>(Prisma.sql`
      SELECT p.id, p.identifier, p.receipt_identifier, p.currency, p.gross_total::text AS gross_total,
        p.title, c.name AS supplier_name,
        coalesce(nullif(p.iban, ''), nullif(c.iban, '')) AS iban,
        CASE WHEN nullif(p.iban, '') IS NULL THEN nullif(c.bic, '') END AS bic,
        ARRAY(SELECT pp.total::text FROM purchase_payments pp
          WHERE pp.purchase_id = p.id AND pp.account_id = ${accountId} ORDER BY pp.id) AS payments,
        EXISTS (SELECT 1 FROM sepa_transfers t WHERE t.purchase_id = p.id
          AND t.account_id = ${accountId} AND t.status = 'pending') AS transfer_pending
      FROM purchases p
      LEFT JOIN companies c ON c.id = p.company_id AND c.account_id = ${accountId}
      WHERE p.account_id = ${accountId} AND p.id = ANY(${ids}::int[])
      ORDER BY p.id`);
  }

  /** The id the next run gets, taken now so that its file can name it. */
  async reserveId(tx: AccountTx): Promise<number> {
    const [row] = await tx.$queryRaw<{ id: number }[]>(
      Prisma.sql`SELECT nextval(pg_get_serial_sequence('purchase_payment_runs', 'id'))::int AS id`,
    );
    return row.id;
  }

  /** Inserts the run and its pending transfers. */
  async insert(accountId: number, run: NewPaymentRun, tx: AccountTx): Promise<void> {
    const db = this.client(accountId, tx);
    await db.purchasePaymentRun.create({
      data: {
        id: run.id,
        accountId,
        messageId: run.messageId,
        format: run.format,
        executionDate: new Date(`${run.executionDate}T00:00:00Z`),
        transferCount: run.transfers.length,
        total: run.total,
        file: run.file,
        userId: run.userId,
      },
    });
    await db.sepaTransfer.createMany({
      data: run.transfers.map((transfer) => ({
        ...transfer,
        accountId,
        paymentRunId: run.id,
        currency: 'EUR',
      })),
    });
  }

  /** Locks the run until `tx` ends; false when the account has none with this id. */
  async lock(accountId: number, id: number, tx: AccountTx): Promise<boolean> {
    const rows = await tx.$queryRaw<{ id: number }[]>(Prisma.sql`
      SELECT id FROM purchase_payment_runs WHERE id = ${id} AND account_id = ${accountId} FOR UPDATE`);
    return rows.length > 0;
  }

  /** The transfer with this end-to-end id, locked until `tx` ends, or null. */
  async lockTransfer(
    accountId: number,
    endToEndId: string,
    tx: AccountTx,
  ): Promise<{ id: number; purchase_id: number; status: SepaTransferStatus } | null> {
    const [row] = await tx.$queryRaw<
      { id: number; purchase_id: number; status: SepaTransferStatus }[]
    >(Prisma.sql`
      SELECT id, purchase_id, status::text AS status FROM sepa_transfers
      WHERE account_id = ${accountId} AND end_to_end_id = ${endToEndId} FOR UPDATE`);
    return row ?? null;
  }

  /**
   * Moves transfers to `status` (set by the domain's transition), with the booking date; their
   * runs' updated_at moves with them.
   */
  async setTransferStatus(
    accountId: number,
    ids: number[],
    status: SepaTransferStatus,
    bookedOn: string | null,
    tx: AccountTx,
  ): Promise<void> {
    await tx.$executeRaw(Prisma.sql`UPDATE purchase_payment_runs SET updated_at = now()
      WHERE account_id = ${accountId} AND id IN (SELECT payment_run_id FROM sepa_transfers
        WHERE account_id = ${accountId} AND id = ANY(${ids}::int[]))`);
    await this.client(accountId, tx).sepaTransfer.updateMany({
      where: { id: { in: ids } },
      data: {
        status,
        ...(bookedOn !== null && { bookedAt: new Date(`${bookedOn}T00:00:00Z`) }),
      },
    });
  }

  /** Deletes the run; its (cancelled) transfers stay without it. */
  async delete(accountId: number, id: number, tx: AccountTx): Promise<void> {
    await this.client(accountId, tx).purchasePaymentRun.deleteMany({ where: { id } });
  }
}
