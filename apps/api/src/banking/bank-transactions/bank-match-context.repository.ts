import { Injectable } from '@nestjs/common';
import type { IssuedPayment, OpenInvoice, OpenPurchase } from '@faktura/domain';
import { AccountDbService, AccountScopedRepository, type AccountTx } from '../../platform/database';

/**
 * What matching compares a statement with, read in the import's transaction: open invoices and
 * purchases with what they still owe, and the IBANs customers paid from. Each is one statement
 * over the account's rows; the maps are built in memory by the domain's matcher.
 */
@Injectable()
export class BankMatchContextRepository extends AccountScopedRepository {
  constructor(db: AccountDbService) {
    super(db);
  }

  /** Invoices that can still be paid (not drafts, not paid, not ignored), with their open amount. */
  openInvoices(accountId: number, tx: AccountTx): Promise<OpenInvoice[]> {
    return tx.$queryRaw<OpenInvoice[]>`
      SELECT i.id, i.identifier, i.customer_id AS "customerId", i.currency,
        i.creditor_reference AS reference,
        (i.gross_total - coalesce(p.paid, 0))::text AS "openAmount"
      FROM invoices i
      LEFT JOIN (SELECT invoice_id, sum(paid_total) AS paid FROM invoice_payments
        WHERE account_id = ${accountId} GROUP BY invoice_id) p ON p.invoice_id = i.id
      WHERE i.account_id = ${accountId}
        AND i.status IN ('created', 'sent', 'overdue', 'partially_paid')
        AND i.reversed_invoice_id IS NULL
        AND NOT EXISTS (SELECT 1 FROM invoices r
          WHERE r.reversed_invoice_id = i.id AND r.account_id = i.account_id)`;
  }

  /** Purchases whose payments do not yet cover their gross total. */
  openPurchases(accountId: number, tx: AccountTx): Promise<OpenPurchase[]> {
    return tx.$queryRaw<OpenPurchase[]>`
      SELECT pu.id, pu.identifier, pu.receipt_identifier AS "receiptIdentifier", pu.reference,
        coalesce(pu.iban, c.iban) AS iban, pu.currency,
        (pu.gross_total - coalesce(p.paid, 0))::text AS "openAmount"
      FROM purchases pu
      LEFT JOIN companies c ON c.id = pu.company_id AND c.account_id = pu.account_id
      LEFT JOIN (SELECT purchase_id, sum(total) AS paid FROM purchase_payments
        WHERE account_id = ${accountId} GROUP BY purchase_id) p ON p.purchase_id = pu.id
      WHERE pu.account_id = ${accountId} AND pu.gross_total > coalesce(p.paid, 0)`;
  }

  /**
   * The IBANs customers pay from: their companies' IBANs, and the payer IBANs of credits that
   * were matched to their invoices before.
   */
  customerIbans(accountId: number, tx: AccountTx): Promise<{ iban: string; customerId: number }[]> {
    return tx.$queryRaw<{ iban: string; customerId: number }[]>`
      SELECT iban, id AS "customerId" FROM companies
      WHERE account_id = ${accountId} AND iban IS NOT NULL AND iban <> ''
      UNION
      SELECT t.counterparty_iban, i.customer_id
      FROM bank_transactions t
      JOIN bank_transaction_allocations a ON a.transaction_id = t.id AND a.kind = 'payment'
      JOIN invoices i ON i.id = a.invoice_id AND i.account_id = t.account_id
      WHERE t.account_id = ${accountId} AND t.direction = 'credit'
        AND t.counterparty_iban IS NOT NULL`;
  }

  /**
   * The direct debits (pain.008) and transfers (pain.001) Faktura issued that the bank has not
   * settled yet, by end-to-end id: a statement entry naming one is its sure match.
   */
  async issuedPayments(accountId: number, tx: AccountTx): Promise<IssuedPayment[]> {
    const rows = await tx.$queryRaw<
      { endToEndId: string; amount: string; invoiceId: number | null; purchaseId: number | null }[]
    >`
      SELECT end_to_end_id AS "endToEndId", amount::text AS amount,
        invoice_id AS "invoiceId", NULL::int AS "purchaseId"
      FROM direct_debits WHERE account_id = ${accountId} AND status::text = 'pending'
      UNION ALL
      SELECT end_to_end_id, amount::text, NULL::int, purchase_id
      FROM sepa_transfers WHERE account_id = ${accountId} AND status::text = 'pending'`;
    return rows.map(({ invoiceId, purchaseId, ...row }) => ({
      ...row,
      ...(invoiceId === null ? {} : { invoiceId }),
      ...(purchaseId === null ? {} : { purchaseId }),
    }));
  }

  /** The issued SEPA instructions with these end-to-end ids, whatever their status. */
  issuedInstructions(
    accountId: number,
    endToEndIds: readonly string[],
    tx: AccountTx,
  ): Promise<IssuedInstruction[]> {
    const ids = [...new Set(endToEndIds)];
    return tx.$queryRaw<IssuedInstruction[]>`
      SELECT end_to_end_id AS "endToEndId", 'direct_debit' AS kind, status::text AS status
      FROM direct_debits WHERE account_id = ${accountId} AND end_to_end_id = ANY(${ids}::text[])
      UNION ALL
      SELECT end_to_end_id, 'transfer', status::text
      FROM sepa_transfers WHERE account_id = ${accountId} AND end_to_end_id = ANY(${ids}::text[])`;
  }
}

/** A direct debit or transfer Faktura issued, as the settling of a statement sees it. */
export interface IssuedInstruction {
  endToEndId: string;
  kind: 'direct_debit' | 'transfer';
  status: string;
}
