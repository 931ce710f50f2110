import type { PrismaClient } from '@faktura/db';
import {
  type BookableDocument,
  type BookkeepingAccounts,
  datevBookingText,
  datevFiscalYearStart,
  type DatevHeader,
  datevHeaderText,
  defaultBookkeepingAccounts,
  encodeWindows1252,
  planDatevBookings,
} from '@faktura/domain';
import {
  bookableInvoice,
  bookablePurchase,
  bookableReminderFees,
} from './bookable-document.mapper';
import { invoiceBatch, purchaseBatch } from './export-documents.source';
import { archiveMissingPdfs, type PdfRender } from './export-pdfs.archiver';

/** The export as the builder reads it. */
export interface ExportToBuild {
  id: number;
  accountId: number;
  kind: 'invoices' | 'purchases';
  fromDate: Date;
  toDate: Date;
  createdAt: Date;
}

type Overrides = {
  revenue?: Partial<BookkeepingAccounts['revenue']>;
  expense?: Partial<BookkeepingAccounts['expense']>;
  reminder_fees?: number;
};

const day = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The export's DATEV booking file (Windows-1252 bytes): the header from the account's
 * settings, then the bookings of its documents read 500 at a time; each batch's PDFs are
 * archived first where missing. Deterministic for an export: run twice, the same bytes.
 */
export async function buildDatevFile(
  prisma: PrismaClient,
  target: ExportToBuild,
  options: { publicUrl: string; render?: PdfRender },
): Promise<Uint8Array> {
  const { accountId } = target;
  const [settings, account] = await Promise.all([
    prisma.bookkeepingSettings.findUniqueOrThrow({ where: { accountId } }),
    prisma.account.findUniqueOrThrow({
      where: { id: accountId },
      select: { defaultCurrency: true },
    }),
  ]);
  if (settings.consultantNumber === null || settings.clientNumber === null)
    throw new Error('the bookkeeping settings lack the consultant or client number');
  const defaults = defaultBookkeepingAccounts(settings.chart);
  const overrides = settings.accountOverrides as Overrides;
  const accounts: BookkeepingAccounts = {
    ...defaults,
    revenue: { ...defaults.revenue, ...overrides.revenue },
    expense: { ...defaults.expense, ...overrides.expense },
    reminderFees: overrides.reminder_fees ?? defaults.reminderFees,
  };
  const lines: string[] = [];
  let latest = day(target.toDate);
  const book = (doc: BookableDocument) => {
    if (doc.date > latest) latest = doc.date;
    for (const booking of planDatevBookings(doc, accounts, {
      baseCurrency: account.defaultCurrency,
    }))
      lines.push(datevBookingText(booking));
  };
  const where = { accountId, exportId: target.id };
  for (let after = 0; ;) {
    if (target.kind === 'invoices') {
      const batch = await invoiceBatch(prisma, where, after);
      if (batch.length === 0) break;
      after = batch[batch.length - 1].id;
      await archiveMissingPdfs(
        prisma,
        { accountId, ...options },
        batch.flatMap((row) => [
          { kind: 'invoice' as const, id: row.id, date: day(row.date) },
          ...row.reminders.map((r) => ({
            kind: 'invoice_reminder' as const,
            id: r.id,
            date: r.date,
          })),
        ]),
      );
      for (const row of batch) {
        book(bookableInvoice(row));
        bookableReminderFees(row).forEach(book);
      }
    } else {
      const batch = await purchaseBatch(prisma, where, after);
      if (batch.length === 0) break;
      after = batch[batch.length - 1].id;
      batch.map(bookablePurchase).forEach(book);
    }
  }
  const from = day(target.fromDate);
  const header: DatevHeader = {
    consultantNumber: settings.consultantNumber,
    clientNumber: settings.clientNumber,
    fiscalYearStart: datevFiscalYearStart(from, settings.fiscalYearStart),
    accountLength: settings.accountLength,
    from,
    // Reminders of the export's invoices may be dated after the last invoice.
    to: latest,
    label: target.kind === 'invoices' ? 'Ausgangsrechnungen' : 'Eingangsrechnungen',
    currency: account.defaultCurrency,
    createdAt: target.createdAt,
  };
  return encodeWindows1252(datevHeaderText(header) + lines.join(''));
}
