import { earliestCollectionDate } from '@faktura/banking';
import { directDebitNotice, maskedIban, type DirectDebitNotice } from '@faktura/domain';
import { formatDate } from './document-format';
import { fillLabel, type DocumentLabels } from './document-labels';
import type { Prisma } from '@faktura/db';
import type { customerWithMandates } from './invoice-document.loader';

/** What of an invoice decides its direct debit: its due date, account and customer's mandates. */
export interface DirectDebitInvoice {
  dueDate: Date;
  account: { sepaCreditorId: string | null };
  customer: Prisma.CompanyGetPayload<typeof customerWithMandates>;
}

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The direct debit an invoice announces: its customer pays by direct debit under an active
 * mandate and the account has a creditor identifier; null otherwise. `today` (UTC) bounds the
 * collection date from below, as a file handed to the bank today could not collect earlier.
 */
export function invoiceDirectDebit(
  invoice: DirectDebitInvoice,
  today: Date = new Date(),
): DirectDebitNotice | null {
  const day = isoDate(today);
  return directDebitNotice({
    paymentMeans: invoice.customer.defaultPaymentMeans,
    creditorIdentifier: invoice.account.sepaCreditorId,
    mandates: invoice.customer.sepaMandates.map((mandate) => ({
      reference: mandate.reference,
      iban: mandate.iban,
      status: mandate.status,
      signedOn: isoDate(mandate.signedOn),
      collections: mandate.directDebits.map((debit) => ({
        sequenceType: debit.sequenceType,
        collectionDate: isoDate(debit.collectionDate),
        status: debit.status,
      })),
    })),
    dueDate: isoDate(invoice.dueDate),
    earliestCollectionDate: earliestCollectionDate(day),
    today: day,
  });
}

/** The pre-notification sentence in the document's language. */
export function directDebitText(
  notice: DirectDebitNotice,
  t: DocumentLabels,
  locale: string,
): string {
  return fillLabel(t.directDebitNotice, {
    date: formatDate(new Date(`${notice.collectionDate}T00:00:00Z`), locale),
    iban: maskedIban(notice.debtorIban),
    mandate: notice.mandateReference,
    creditor: notice.creditorIdentifier,
  });
}
