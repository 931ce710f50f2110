import { randomUUID } from 'node:crypto';
import type { PrismaClient } from '@faktura/db';

// A 1x1 PNG: the letterhead prints the account's logo, as most real accounts have one.
const LOGO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * One German account (logo, IBAN, so every invoice carries an EPC QR code) with `count`
 * different two-page invoices of 30 items each. Returns the account and invoice ids.
 */
export async function seedBenchInvoices(
  prisma: PrismaClient,
  count: number,
): Promise<{ accountId: number; invoiceIds: number[] }> {
  const account = await prisma.account.create({
    data: {
      name: 'Bench',
      slug: `bench-${randomUUID().slice(0, 8)}`,
      legalName: 'Bench GmbH',
      street: 'Hauptstr. 1',
      zip: '10115',
      city: 'Berlin',
      address: 'Hauptstr. 1\n10115 Berlin',
      countryCode: 'DE',
      locale: 'de-DE',
      vatIdentifier: 'DE123456789',
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
      currencies: ['EUR'],
    },
  });
  const accountId = account.id;
  const logo = await prisma.storedFile.create({
    data: {
      accountId,
      filename: 'logo.png',
      contentType: 'image/png',
      size: LOGO_PNG.length,
      sha256: '0'.repeat(64),
      data: new Uint8Array(LOGO_PNG),
    },
  });
  await prisma.account.update({ where: { id: accountId }, data: { logoFileId: logo.id } });
  const user = await prisma.user.create({
    data: { accountId, firstname: 'Olga', lastname: 'Muster', email: 'olga@bench.test' },
  });
  const customer = await prisma.company.create({
    data: { accountId, type: 'customer', name: 'Acme AG', countryCode: 'DE' },
  });
  const invoiceIds: number[] = [];
  for (let n = 1; n <= count; n++) {
    const invoice = await prisma.invoice.create({
      data: {
        accountId,
        identifier: `R26${String(n).padStart(4, '0')}`,
        status: 'created',
        date: new Date('2026-03-02'),
        dueDate: new Date('2026-04-01'),
        servicePeriod: '03/2026',
        title: `Benchmark invoice ${n}`,
        recipientAddress: 'Acme AG\nBahnhofstr. 5\n80331 München',
        currency: 'EUR',
        tax: 19,
        customerId: customer.id,
        userId: user.id,
        salutation: '<p>Dear {company_name}, we charge {gross_total} for {service_period}.</p>',
        footer: '<p>Kind regards, {me}</p>',
        positions: {
          create: Array.from({ length: 30 }, (_, i) => ({
            accountId,
            sortOrder: i,
            type: 'item' as const,
            title: `Position ${i + 1} of invoice ${n}: development work`,
            description: '<p>Implementation, review and <em>documentation</em>.</p>',
            quantity: '8',
            unit: 'hours',
            unitPrice: String(90 + n),
            netTotal: String(8 * (90 + n)),
          })),
        },
      },
      select: { id: true },
    });
    invoiceIds.push(invoice.id);
  }
  return { accountId, invoiceIds };
}
