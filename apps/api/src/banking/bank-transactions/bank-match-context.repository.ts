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
   * The direct debits (pain.008) and transfers (pain.001) Faktura issued, by end-to-end id.
   * None yet: the tables of issued collections and exported transfers come with the SEPA
   * runs, and this is the one place that reads them for matching (docs/payments.md).
   */
  issuedPayments(accountId: number, tx: AccountTx): Promise<IssuedPayment[]> {
    void accountId;
    void tx;
    return Promise.resolve([]);
  }
}
