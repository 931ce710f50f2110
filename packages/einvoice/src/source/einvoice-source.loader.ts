import type { PrismaClient } from '@faktura/db';
import { customerWithMandates, invoiceDirectDebit } from '@faktura/documents';
import { DomainError } from '@faktura/domain';
import type { EInvoiceSource } from '../generation/einvoice-source.types';
import { invoiceToEInvoiceSource } from './invoice-source.mapper';

const person = { select: { firstname: true, lastname: true, email: true, phone: true } } as const;

/**
 * The EN 16931 source of an invoice of the account, read in one query. Throws not-found for an
 * invoice the account does not have, and a rule error for a draft (it has no number yet).
 */
export async function loadEInvoiceSource(
  prisma: PrismaClient,
  accountId: number,
  invoiceId: number,
): Promise<EInvoiceSource> {
  const invoice = await prisma.invoice.findFirst({
    where: { id: invoiceId, accountId },
    include: {
      positions: { orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }] },
      account: true,
      customer: customerWithMandates,
      vatCode: { select: { kind: true, noticeTaxExemption: true } },
      reversedInvoice: { select: { identifier: true, date: true } },
      user: person,
      internalContact: person,
    },
  });
  if (!invoice) throw DomainError.notFound();
  if (invoice.identifier === null) {
    throw DomainError.rule('A draft has no invoice number yet; an e-invoice needs one');
  }
  return invoiceToEInvoiceSource({
    ...invoice,
    contact: invoice.internalContact ?? invoice.user,
    directDebit: invoiceDirectDebit(invoice),
  });
}
