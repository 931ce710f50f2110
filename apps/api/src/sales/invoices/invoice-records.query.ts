import type { DocumentKind, InvoiceDunningFacts, Prisma } from '@faktura/db';
import { salesVatCodeOf } from '../../shared/document-vat';
import {
  accountColumn,
  DECIMAL,
  idsOf,
  many,
  one,
  referringBy,
  TIME,
  userOf,
  VALUE,
  type UserReferenceSelect,
  RecordQuery,
} from '../../platform/database';
import { lastPdfOf, type WithLastPdf } from '../../shared/document-pdfs';
import { emailDeliveriesOf } from '../../shared/emails';
import type { WithEmailDeliveries } from '../../shared/emails';
import { SALES_POSITION } from '../../shared/sales-documents';
import { INVOICE_DUNNING } from '../dunning';
/** The types of what every invoice response shows (loaded by INVOICE_SUMMARIES, not by Prisma). */
type References = {
  user: UserReferenceSelect;
  vatCode: true;
  reversalInvoice: { select: { id: true } };
  debtCollection: { include: { user: UserReferenceSelect } };
};

/** The types of what the detail adds. */
type Details = References & {
  internalContact: UserReferenceSelect;
  positions: {
    include: {
      revenueCategory: true;
      activities: { select: { id: true } };
      expenses: { select: { id: true } };
      paymentSchedules: { select: { id: true } };
    };
  };
  payments: true;
  reminders: true;
};

export type InvoiceSummaryRow = Prisma.InvoiceGetPayload<{ include: References }> &
  WithEmailDeliveries &
  WithLastPdf & { dunning: InvoiceDunningFacts };
export type InvoiceRow = Prisma.InvoiceGetPayload<{ include: Details }> &
  WithEmailDeliveries &
  WithLastPdf & {
    dunning: InvoiceDunningFacts;
    /** The account's default currency (a payment's amount in it is shown as such). */
    accountCurrency: string;
  };

/** The e-mails an invoice's responses show: the invoice's own and its timesheet's. */
const INVOICE_EMAILS: DocumentKind[] = ['invoice', 'invoice_timesheet'];

const OF_INVOICE = referringBy('invoice_id');

const REFERENCES = {
  user: userOf('user_id'),
  vatCode: salesVatCodeOf('vat_code_id'),
  reversalInvoice: one('invoices', { id: VALUE }, referringBy('reversed_invoice_id')),
  debtCollection: one(
    'invoice_debt_collections',
    {
      id: VALUE,
      accountId: VALUE,
      invoiceId: VALUE,
      userId: VALUE,
      note: VALUE,
      createdAt: TIME,
      updatedAt: TIME,
      user: userOf('user_id'),
    },
    OF_INVOICE,
  ),
  emailDeliveries: emailDeliveriesOf(INVOICE_EMAILS),
  lastPdfFileId: lastPdfOf('invoice'),
  dunning: INVOICE_DUNNING,
};

const POSITIONS = many(
  'invoice_positions',
  {
    ...SALES_POSITION,
    invoiceId: VALUE,
    activities: idsOf('activities', 'invoice_position_id'),
    expenses: idsOf('expenses', 'invoice_position_id'),
    paymentSchedules: idsOf('payment_schedules', 'invoice_position_id'),
  },
  OF_INVOICE,
  { orderBy: 'sort_order' },
);

const PAYMENTS = many(
  'invoice_payments',
  {
    id: VALUE,
    accountId: VALUE,
    invoiceId: VALUE,
    date: TIME,
    paidTotal: DECIMAL,
    currency: VALUE,
    description: VALUE,
    createdAt: TIME,
    updatedAt: TIME,
  },
  OF_INVOICE,
  { orderBy: 'date, id' },
);

const REMINDERS = many(
  'invoice_reminders',
  {
    id: VALUE,
    accountId: VALUE,
    invoiceId: VALUE,
    title: VALUE,
    date: TIME,
    dueDate: TIME,
    fee: DECIMAL,
    text: VALUE,
    sentAt: TIME,
    createdAt: TIME,
    updatedAt: TIME,
  },
  OF_INVOICE,
  { orderBy: 'date, id' },
);

/** Invoices as lists show them, in one statement. */
export const INVOICE_SUMMARIES = new RecordQuery<InvoiceSummaryRow>('invoices', REFERENCES);

/** One invoice with everything its response shows, in one statement. */
export const INVOICE_DETAILS = new RecordQuery<InvoiceRow>('invoices', {
  ...REFERENCES,
  internalContact: userOf('internal_contact_id'),
  positions: POSITIONS,
  payments: PAYMENTS,
  reminders: REMINDERS,
  accountCurrency: accountColumn('default_currency'),
});
