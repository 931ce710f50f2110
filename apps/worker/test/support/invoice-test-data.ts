import { createHash, randomUUID } from 'node:crypto';
import type { PrismaClient } from '@faktura/db';

/** Every invoice position type; net 8355.00 (3355.00 after the first part). */
export const INVOICE_POSITIONS = [
  { type: 'title', title: 'Design phase' },
  { type: 'description', description: '<p>We <strong>designed</strong> the new shop.</p>' },
  { type: 'item', title: 'Concept workshop', quantity: '2', unit: 'days', unitPrice: '1200' },
  { type: 'item', title: 'Wireframes', quantity: '10', unit: 'hours', unitPrice: '95.5' },
  { type: 'subtotal', title: 'Design subtotal', subtotalType: 'part_total' },
  { type: 'separator' },
  { type: 'page_break' },
  { type: 'title', title: 'Build phase' },
  { type: 'item', title: 'Implementation lump sum', netTotal: '5000' },
  { type: 'subtotal', title: 'Total so far', subtotalType: 'sub_total' },
] as const;

/** What an account prints as its bank details and postal address. */
export interface SellerSetup {
  iban?: string | null;
  qrIban?: string | null;
  bic?: string | null;
  countryCode: string;
  street: string;
  zip: string;
  city: string;
}

/** An account with a user and a customer (in `customerCountry`), ready for invoices. */
export async function seedSeller(
  prisma: PrismaClient,
  seller: SellerSetup,
  customerCountry: string | null = 'CH',
) {
  const account = await prisma.account.create({
    data: {
      name: 'Seller',
      slug: `inv-${randomUUID().slice(0, 8)}`,
      legalName: 'Seller AG',
      street: seller.street,
      zip: seller.zip,
      city: seller.city,
      // Derived as the API writes it, for readers of the one block.
      address: `${seller.street}\n${seller.zip} ${seller.city}`,
      countryCode: seller.countryCode,
      iban: seller.iban ?? null,
      qrIban: seller.qrIban ?? null,
      locale: seller.countryCode === 'CH' ? 'de-CH' : 'de-DE',
      bic: seller.bic ?? null,
      currencies: ['CHF', 'EUR', 'USD'],
    },
  });
  const user = await prisma.user.create({
    data: {
      accountId: account.id,
      firstname: 'Olga',
      lastname: 'Muster',
      email: `olga-${account.id}@seller.test`,
    },
  });
  const customer = await prisma.company.create({
    data: {
      accountId: account.id,
      type: 'customer',
      name: 'Acme AG',
      countryCode: customerCountry,
    },
  });
  return { account, user, customer };
}

/** A regular invoice with every position type; override any column with `data`. */
export async function seedInvoice(
  prisma: PrismaClient,
  seller: Awaited<ReturnType<typeof seedSeller>>,
  data: {
    identifier: string | null;
    currency: string;
    tax: number;
    creditorReference?: string | null;
    reversedInvoiceId?: number;
    negate?: boolean;
    vatCodeId?: number;
  },
) {
  const accountId = seller.account.id;
  const sign = data.negate ? -1 : 1;
  return prisma.invoice.create({
    data: {
      accountId,
      identifier: data.identifier,
      status: data.identifier === null ? 'draft' : 'created',
      date: new Date('2026-03-02'),
      dueDate: new Date('2026-04-01'),
      servicePeriod: '03/2026',
      servicePeriodFrom: new Date('2026-03-01'),
      servicePeriodTo: new Date('2026-03-31'),
      title: 'Web shop relaunch',
      recipientAddress: 'Acme AG\nGrosse Marktgasse 28\n9400 Rorschach',
      currency: data.currency,
      tax: data.tax,
      vatCodeId: data.vatCodeId ?? null,
      cashDiscount: 2,
      cashDiscountDays: 10,
      creditorReference: data.creditorReference ?? null,
      customerId: seller.customer.id,
      userId: seller.user.id,
      reversedInvoiceId: data.reversedInvoiceId ?? null,
      salutation: '<p>Dear {company_name}, we charge {gross_total} for {service_period}.</p>',
      footer: '<p>Regards, {me}. {cash_discount} % off within {cash_discount_days} days.</p>',
      positions: {
        create: INVOICE_POSITIONS.map((position, sortOrder) => ({
          ...position,
          ...('quantity' in position ? { quantity: String(sign * Number(position.quantity)) } : {}),
          ...('netTotal' in position ? { netTotal: String(sign * Number(position.netTotal)) } : {}),
          accountId,
          sortOrder,
        })),
      },
    },
  });
}

/** A first reminder of the invoice: dated 2026-04-10, due 2026-04-24, with a fee of 20. */
export function seedReminder(prisma: PrismaClient, accountId: number, invoiceId: number) {
  return prisma.invoiceReminder.create({
    data: {
      accountId,
      invoiceId,
      date: new Date('2026-04-10'),
      dueDate: new Date('2026-04-24'),
      fee: 20,
    },
  });
}

/**
 * A Swiss seller's invoice R260001 (CHF) with one uploaded attachment, a reminder and an
 * `invoice` e-mail delivery on a letter paper, sent by a second user.
 */
export async function seedInvoiceDelivery(prisma: PrismaClient) {
  const seller = await seedSeller(prisma, {
    iban: 'CH4431999123000889012',
    countryCode: 'CH',
    street: 'Bahnhofstrasse 7',
    zip: '8001',
    city: 'Zürich',
  });
  const accountId = seller.account.id;
  await prisma.account.update({
    where: { id: accountId },
    data: { emailFromAddress: 'billing@seller.example', emailFromName: 'Seller Billing' },
  });
  const sender = await prisma.user.create({
    data: {
      accountId,
      firstname: 'Sam',
      lastname: 'Beispiel',
      email: `sam-${accountId}@seller.test`,
    },
  });
  const invoice = await seedInvoice(prisma, seller, {
    identifier: 'R260001',
    currency: 'CHF',
    tax: 8.1,
  });
  const paper = await prisma.letterPaper.create({
    data: { accountId, name: 'Branded', html: '<header>SELLER LETTERHEAD</header>' },
  });
  const uploadData = Buffer.from('%PDF-1.4\ngeneral terms\n%%EOF\n');
  const upload = await prisma.storedFile.create({
    data: {
      accountId,
      filename: 'terms.pdf',
      contentType: 'application/pdf',
      size: uploadData.length,
      sha256: createHash('sha256').update(uploadData).digest('hex'),
      data: new Uint8Array(uploadData),
    },
  });
  await prisma.invoiceAttachment.create({
    data: { accountId, invoiceId: invoice.id, fileId: upload.id, title: 'terms.pdf' },
  });
  const reminder = await seedReminder(prisma, accountId, invoice.id);
  const delivery = (documentKind: 'invoice' | 'invoice_reminder', documentId: number) =>
    prisma.emailDelivery.create({
      data: {
        accountId,
        documentKind,
        documentId,
        userId: sender.id,
        letterPaperId: documentKind === 'invoice' ? paper.id : null,
        emailsTo: ['billing@acme.example'],
        subject: 'Invoice {identifier} over {gross_total}',
        text: 'Pay by {due_date} ({cash_discount} % off: {gross_total_with_cash_discount}). {me} {customer_approval_link}',
      },
    });
  return {
    ...seller,
    sender,
    invoice,
    paper,
    uploadData,
    reminder,
    invoiceDelivery: await delivery('invoice', invoice.id),
    reminderDelivery: await delivery('invoice_reminder', reminder.id),
  };
}
