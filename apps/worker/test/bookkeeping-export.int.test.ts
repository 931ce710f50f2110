import { createPrismaClient, type PrismaClient, type ScratchDatabase } from '@faktura/db';
import { readDatevFile } from '@faktura/domain';
import type { Pool } from 'pg';
import { createBookkeepingExportHandler } from '../src/handlers/bookkeeping-export/bookkeeping-export.handler';
import { buildDatevFile } from '../src/handlers/bookkeeping-export/datev-file.builder';
import { silentLogger } from '../src/logger';
import type { ClaimedJob, JobContext } from '../src/runner/job.types';
import { seedInvoice, seedReminder, seedSeller } from './support/invoice-test-data';
import { createWorkerTestDatabase } from './support/worker-test-db';

const PUBLIC_URL = 'http://localhost:3000';

/** The bookkeeping.export handler on real PostgreSQL, with a stand-in for Chromium. */
describe('bookkeeping.export', () => {
  let db: ScratchDatabase;
  let pool: Pool;
  let prisma: PrismaClient;
  const renders: string[] = [];
  const render = async (html: string) => {
    renders.push(html);
    return Buffer.from(`%PDF-1.7 rendered ${renders.length}`);
  };

  beforeAll(async () => {
    ({ db, pool } = await createWorkerTestDatabase());
    prisma = createPrismaClient(db.url, { max: 2 });
  });

  afterAll(async () => {
    await prisma.$disconnect();
    await pool.end();
    await db.drop();
  });

  /** An export of one invoice (19 %) and its reminder's fee, as the API leaves it: pending. */
  async function pendingExport() {
    const seller = await seedSeller(
      prisma,
      { countryCode: 'DE', street: 'Hauptstraße 1', zip: '10115', city: 'Berlin' },
      'DE',
    );
    const accountId = seller.account.id;
    await prisma.company.update({
      where: { id: seller.customer.id },
      data: { debitNumber: 10000 },
    });
    await prisma.bookkeepingSettings.create({
      data: { accountId, consultantNumber: 1234567, clientNumber: 10001 },
    });
    const invoice = await seedInvoice(prisma, seller, {
      identifier: 'R260001',
      currency: 'EUR',
      tax: 19,
    });
    const reminder = await seedReminder(prisma, accountId, invoice.id);
    const created = await prisma.bookkeepingExport.create({
      data: {
        accountId,
        kind: 'invoices',
        fromDate: invoice.date,
        toDate: invoice.date,
        retentionUntil: new Date('2036-12-31'),
        createdAt: new Date('2026-04-30T10:00:00Z'),
      },
    });
    await prisma.invoice.update({
      where: { id: invoice.id },
      data: { netTotal: '8355', grossTotal: '9942.45', bookkeepingExportId: created.id },
    });
    await prisma.invoiceReminder.update({
      where: { id: reminder.id },
      data: { bookkeepingExportId: created.id },
    });
    return { accountId, exportId: created.id, invoice, reminder };
  }

  /** Runs the handler as the runner would, keeping finished steps across runs like jobs.steps. */
  function runner(payload: { exportId: number; accountId: number }) {
    const steps = new Map<string, unknown>();
    const handler = createBookkeepingExportHandler({ publicUrl: PUBLIC_URL, render });
    return () => {
      const job = { id: '1', type: 'bookkeeping.export', payload, attempts: 1, maxAttempts: 3 };
      const context: JobContext<typeof payload> = {
        job: job as ClaimedJob & { payload: typeof payload },
        prisma,
        log: silentLogger,
        step: async <T>(name: string, work: () => Promise<T>) => {
          if (!steps.has(name)) steps.set(name, await work());
          return steps.get(name) as T;
        },
      };
      return handler(context);
    };
  }

  it('archives the missing PDFs once and builds the same file every time', async () => {
    const { accountId, exportId, invoice, reminder } = await pendingExport();
    const target = await prisma.bookkeepingExport.findUniqueOrThrow({ where: { id: exportId } });
    renders.length = 0;
    const first = await buildDatevFile(prisma, target, { publicUrl: PUBLIC_URL, render });
    expect(renders).toHaveLength(2);
    const archived = await prisma.archivedDocument.findMany({
      where: { accountId },
      orderBy: { documentKind: 'asc' },
    });
    expect(archived.map((row) => [row.documentKind, row.documentId, row.reason])).toEqual([
      ['invoice', invoice.id, 'exported'],
      ['invoice_reminder', reminder.id, 'exported'],
    ]);
    expect(archived.every((row) => row.retentionUntil.toISOString().startsWith('2034-12-31'))).toBe(
      true,
    );
    const second = await buildDatevFile(prisma, target, { publicUrl: PUBLIC_URL, render });
    expect(renders).toHaveLength(2);
    expect(Buffer.from(second)).toEqual(Buffer.from(first));

    const parsed = readDatevFile(first);
    expect(parsed.bookings.map((booking) => [booking.amount, booking.documentLink])).toEqual([
      ['9942.45', 'Belege/R260001.pdf'],
      ['20.00', `Belege/R260001_Mahnung_${reminder.id}.pdf`],
    ]);
    // The reminder is dated after the invoice: the header's range covers it.
    expect(parsed.header.to).toBe('2026-04-10');
  });

  it('stores the file once, finished; a second run changes nothing', async () => {
    const { accountId, exportId } = await pendingExport();
    const run = runner({ exportId, accountId });
    await run();
    const done = await prisma.bookkeepingExport.findUniqueOrThrow({ where: { id: exportId } });
    expect(done.status).toBe('finished');
    expect(done.bookingFileSha256).toMatch(/^[0-9a-f]{64}$/);
    const target = await prisma.bookkeepingExport.findUniqueOrThrow({ where: { id: exportId } });
    const rebuilt = await buildDatevFile(prisma, target, { publicUrl: PUBLIC_URL, render });
    expect(Buffer.from(done.bookingFile!)).toEqual(Buffer.from(rebuilt));
    await run();
    const again = await prisma.bookkeepingExport.findUniqueOrThrow({ where: { id: exportId } });
    expect(again.updatedAt).toEqual(done.updatedAt);
    expect(Buffer.from(again.bookingFile!)).toEqual(Buffer.from(done.bookingFile!));
  });

  it('leaves the export failed with its error after the last attempt', async () => {
    const { accountId, exportId } = await pendingExport();
    await prisma.bookkeepingSettings.update({
      where: { accountId },
      data: { consultantNumber: null },
    });
    const handler = createBookkeepingExportHandler({ publicUrl: PUBLIC_URL, render });
    const job = {
      id: '2',
      type: 'bookkeeping.export',
      payload: { exportId, accountId },
      attempts: 3,
      maxAttempts: 3,
    } as ClaimedJob & { payload: { exportId: number; accountId: number } };
    await expect(
      handler({ job, prisma, log: silentLogger, step: (_name, work) => work() }),
    ).rejects.toThrow('consultant');
    const failed = await prisma.bookkeepingExport.findUniqueOrThrow({ where: { id: exportId } });
    expect(failed).toMatchObject({ status: 'failed', bookingFile: null });
    expect(failed.error).toContain('consultant');
  });
});
