import { Injectable } from '@nestjs/common';
import { invoiceEmailRecipients, Prisma } from '@faktura/db';
import {
  AccountDbService,
  AccountScopedRepository,
  existsLookup,
  rowByIdLookup,
} from '../../platform/database';
import type { AccountTx } from '../../platform/database';
import type { Recipients } from '../../shared/emails';
import { type BillableKind, INVOICE_BILLABLES } from './invoice-billables';

/** What a new invoice copies from its customer. */
export interface InvoiceCustomer {
  id: number;
  debitNumber: number | null;
  creditNumber: number | null;
  buyerReference: string | null;
}

/**
 * What only invoices read of other records, inside the invoice's transaction; the account and
 * project come from `SalesReferencesRepository`, as for offers.
 */
@Injectable()
export class InvoiceReferencesRepository extends AccountScopedRepository {
  constructor(db: AccountDbService) {
    super(db);
  }

  customer(accountId: number, id: number) {
    return rowByIdLookup<InvoiceCustomer>('companies', accountId, id, {
      id: 'id',
      debitNumber: 'debit_number',
      creditNumber: 'credit_number',
      buyerReference: 'buyer_reference',
    });
  }

  offer(accountId: number, id: number | null) {
    return rowByIdLookup<{
      id: number;
      status: string;
      netTotal: string;
      currency: string;
      companyId: number | null;
    }>('offers', accountId, id, {
      id: 'id',
      status: 'status',
      netTotal: 'net_total::text',
      currency: 'currency',
      companyId: 'company_id',
    });
  }

  letterPaperExists(accountId: number, id: number | null | undefined) {
    return existsLookup('letter_papers', accountId, id);
  }

  /**
   * The rows of `kind` of `ids` with the customer of their project, locked (in ID order, so two
   * invoices never wait on each other crosswise) until the invoice commits: a second invoice
   * billing one of them waits, then sees it billed.
   */
  async lockBillables(accountId: number, kind: BillableKind, ids: number[], tx: AccountTx) {
    const table = Prisma.raw(INVOICE_BILLABLES[kind].table);
    return tx.$queryRaw<{ id: number; billed: boolean; companyId: number }[]>`
      SELECT b.id, b.billed, p.company_id AS "companyId"
      FROM ${table} b JOIN projects p ON p.id = b.project_id AND p.account_id = b.account_id
      WHERE b.account_id = ${accountId} AND b.id = ANY(${ids}::int[])
      ORDER BY b.id
      FOR UPDATE OF b`;
  }

  /**
   * Default recipients of an invoice (or reminder) e-mail: the project's invoice recipients when
   * the project names any `to` address, else the customer's invoice recipients.
   */
  defaultRecipients(
    invoice: { accountId: number; customerId: number; projectId: number | null },
    tx: AccountTx,
  ): Promise<Recipients> {
    return invoiceEmailRecipients(tx, invoice.accountId, invoice);
  }
}
