import type { Prisma, PrismaClient } from '@faktura/db';
import { DocumentNotFoundError } from './document-not-found.error';
import { accountWithLogo } from './letterhead.builder';
import { documentUserFields } from './person.placeholders';

/**
 * The customer with its mandates and their collections, which decide whether an invoice
 * announces a direct debit (pre-notification).
 */
export const customerWithMandates = {
  include: {
    sepaMandates: {
      orderBy: { id: 'asc' },
      include: {
        directDebits: { select: { sequenceType: true, collectionDate: true, status: true } },
      },
    },
  },
} satisfies Prisma.CompanyDefaultArgs;

/** Everything an invoice's own document, its reminders and its timesheet print about it. */
export const invoiceInclude = {
  positions: { orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }] },
  account: accountWithLogo,
  customer: customerWithMandates,
  project: { include: { billingContact: { select: { salutation: true } } } },
  vatCode: true,
  user: { select: documentUserFields },
  internalContact: { select: documentUserFields },
  reversedInvoice: { select: { identifier: true } },
} satisfies Prisma.InvoiceInclude;

/** Loads an invoice with everything its documents print, or throws when the account has none. */
export async function loadInvoiceForDocument(
  prisma: PrismaClient,
  accountId: number,
  invoiceId: number,
) {
  const invoice = await prisma.invoice.findFirst({
    where: { id: invoiceId, accountId },
    include: invoiceInclude,
  });
  if (!invoice) {
    throw new DocumentNotFoundError(`invoice ${invoiceId} not found in account ${accountId}`);
  }
  return invoice;
}

/** The invoice with its relations. */
export type InvoiceForDocument = Awaited<ReturnType<typeof loadInvoiceForDocument>>;
