import { randomUUID } from 'node:crypto';
import {
  createPrismaClient,
  createTestDatabase,
  type PrismaClient,
  type ScratchDatabase,
} from '@faktura/db';
import { sweepOverdueInvoices } from '../src/handlers/invoices-overdue-sweep/invoices-overdue-sweep.handler';

/**
 * The export lock (Festschreibung) leaves the overdue sweep alone: a due date passing changes no
 * amount, date or account of the booking, so an exported invoice still becomes overdue and stays
 * in its export.
 */
describe('invoices.overdue-sweep on an exported invoice', () => {
  let db: ScratchDatabase;
  let prisma: PrismaClient;

  beforeAll(async () => {
    db = await createTestDatabase();
    prisma = createPrismaClient(db.url, { max: 2 });
  });

  afterAll(async () => {
    await prisma?.$disconnect();
    await db?.drop();
  });

  it('moves it to overdue and keeps its export', async () => {
    const account = await prisma.account.create({
      data: { name: 'Sweep', slug: `sweep-${randomUUID()}` },
    });
    const customer = await prisma.company.create({
      data: { accountId: account.id, name: 'Kunde AG', type: 'customer' },
    });
    const invoice = await prisma.invoice.create({
      data: {
        accountId: account.id,
        identifier: 'R210001',
        status: 'sent',
        date: new Date('2021-03-01'),
        dueDate: new Date('2021-03-31'),
        title: 'Consulting',
        recipientAddress: 'Kunde AG',
        currency: 'EUR',
        tax: '19',
        customerId: customer.id,
      },
    });
    const [{ id: exportId }] = await prisma.$queryRaw<{ id: number }[]>`
      INSERT INTO bookkeeping_exports
        (account_id, kind, status, from_date, to_date, retention_until, updated_at)
      VALUES (${account.id}, 'invoices', 'finished', DATE '2021-03-01', DATE '2021-03-31',
        CURRENT_DATE + INTERVAL '10 years', now())
      RETURNING id`;
    await prisma.$executeRaw`
      UPDATE invoices SET bookkeeping_export_id = ${exportId}, booked = true, booked_at = now()
      WHERE id = ${invoice.id}`;

    expect(await sweepOverdueInvoices(prisma, '2026-06-10')).toBe(1);

    const row = await prisma.invoice.findUniqueOrThrow({ where: { id: invoice.id } });
    expect(row).toMatchObject({ status: 'overdue', bookkeepingExportId: exportId, booked: true });
  });
});
