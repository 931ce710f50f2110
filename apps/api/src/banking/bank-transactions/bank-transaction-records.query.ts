import type { Prisma } from '@faktura/db';
import {
  DECIMAL,
  many,
  one,
  RecordQuery,
  referredBy,
  referringBy,
  VALUE,
} from '../../platform/database';

/** What a bank transaction response shows besides its columns: its allocations and their parents. */
type Details = {
  allocations: {
    select: {
      kind: true;
      amount: true;
      invoicePaymentId: true;
      purchasePaymentId: true;
      invoice: { select: { id: true; identifier: true } };
      purchase: { select: { id: true; identifier: true } };
    };
  };
};

/** A bank transaction with its booked payments and suggestions. */
export type BankTransactionRow = Prisma.BankTransactionGetPayload<{ include: Details }>;

const DOCUMENT = { id: VALUE, identifier: VALUE };

/** Bank transactions with everything their responses show, in one statement. */
export const BANK_TRANSACTION_RECORDS = new RecordQuery<BankTransactionRow>('bank_transactions', {
  allocations: many(
    'bank_transaction_allocations',
    {
      kind: VALUE,
      amount: DECIMAL,
      invoicePaymentId: VALUE,
      purchasePaymentId: VALUE,
      invoice: one('invoices', DOCUMENT, referredBy('invoice_id')),
      purchase: one('purchases', DOCUMENT, referredBy('purchase_id')),
    },
    referringBy('transaction_id'),
    { orderBy: 'id' },
  ),
});
