import { Injectable } from '@nestjs/common';
import { type Allocation, toApiNumber } from '@faktura/domain';
import type { AccountContext } from '../../platform/auth';
import { type AccountTx, joinTransaction } from '../../platform/database';
import { PurchasePaymentsService } from '../../purchasing/purchases';
import { InvoicePaymentsService } from '../../sales/invoices';
import { type AllocationColumns, BankTransactionsRepository } from './bank-transactions.repository';

/** Payments one bank transaction books: its allocations (negative amounts take money back). */
export interface BankBooking {
  transactionId: number;
  /** The booking date, YYYY-MM-DD. */
  date: string;
  currency: string;
  description: string;
  allocations: readonly Allocation[];
}

/**
 * Books the payments of bank transactions through the invoice and purchase payment services,
 * exactly as `POST /invoices/payments/bulk` and `/purchases/payments/bulk` would (status
 * settlement, web hooks, audit), inside the caller's transaction, and notes each payment as an
 * allocation of its transaction.
 */
@Injectable()
export class BankPaymentsBooker {
  constructor(
    private readonly invoicePayments: InvoicePaymentsService,
    private readonly purchasePayments: PurchasePaymentsService,
    private readonly transactions: BankTransactionsRepository,
  ) {}

  async book(account: AccountContext, bookings: readonly BankBooking[], tx: AccountTx) {
    const { accountId } = account;
    const parts = bookings.flatMap((booking) =>
      booking.allocations.map((allocation) => ({ booking, allocation })),
    );
    const onInvoices = parts.filter((part) => part.allocation.invoiceId !== undefined);
    const onPurchases = parts.filter((part) => part.allocation.purchaseId !== undefined);
    const common = ({ booking, allocation }: (typeof parts)[number]) => ({
      date: booking.date,
      currency: booking.currency,
      description: booking.description,
      amount: toApiNumber(allocation.amount, booking.currency),
    });
    const invoicePayments = onInvoices.length
      ? await joinTransaction(accountId, tx, () =>
          this.invoicePayments.bulkCreate(
            account,
            onInvoices.map((part) => {
              const { amount, ...rest } = common(part);
              return { ...rest, invoice_id: part.allocation.invoiceId!, paid_total: amount };
            }),
          ),
        )
      : [];
    const purchasePayments = onPurchases.length
      ? await joinTransaction(accountId, tx, () =>
          this.purchasePayments.bulkCreate(
            account,
            onPurchases.map((part) => {
              const { amount, ...rest } = common(part);
              return { ...rest, purchase_id: part.allocation.purchaseId!, total: amount };
            }),
          ),
        )
      : [];
    const rows: (AllocationColumns & { transactionId: number })[] = [
      ...onInvoices.map((part, i) => ({
        transactionId: part.booking.transactionId,
        kind: 'payment' as const,
        invoiceId: part.allocation.invoiceId,
        invoicePaymentId: invoicePayments[i].id,
        amount: part.allocation.amount,
      })),
      ...onPurchases.map((part, i) => ({
        transactionId: part.booking.transactionId,
        kind: 'payment' as const,
        purchaseId: part.allocation.purchaseId,
        purchasePaymentId: purchasePayments[i].id,
        amount: part.allocation.amount,
      })),
    ];
    await this.transactions.allocateMany(accountId, rows, tx);
  }
}
