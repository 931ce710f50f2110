import { Injectable } from '@nestjs/common';
import { Prisma, enqueueJob, jobRow, type JobPayloads } from '@faktura/db';
import type { EInvoiceFormat, ValidationReport, ValidationStatus } from '@faktura/einvoice';
import { AccountDbService, AccountScopedRepository, type AccountTx } from '../../platform/database';
/** A stored e-invoice with its validation report. */
export interface StoredEInvoice {
  id: number;
  format: EInvoiceFormat;
  validationStatus: ValidationStatus;
  report: ValidationReport;
  generationMs: number;
  createdAt: Date;
  file: { filename: string; contentType: string; data: Buffer };
}

const withFile = {
  file: { select: { filename: true, contentType: true, data: true } },
} as const;

/** Generated e-invoices (`einvoice_documents`) and the jobs that make them, scoped by account. */
@Injectable()
export class EInvoiceDocumentsRepository extends AccountScopedRepository {
  constructor(db: AccountDbService) {
    super(db);
  }

  /** The e-invoice of this content, if the worker stored it. */
  async find(
    accountId: number,
    invoiceId: number,
    format: EInvoiceFormat,
    contentHash: string,
  ): Promise<StoredEInvoice | null> {
    const row = await this.db.forAccount(accountId).eInvoiceDocument.findFirst({
      where: { invoiceId, format, contentHash },
      include: withFile,
    });
    return row && toStored(row);
  }

  /**
   * The customer's `invoice_format`, the invoice's number and last change; null without it. One
   * statement: GET .pdf of an invoice asks it before every print (the PDF cache's budget).
   */
  async invoiceFacts(
    accountId: number,
    invoiceId: number,
  ): Promise<{ invoiceFormat: string; identifier: string | null; updatedAt: Date } | null> {
    const rows = await this.db.raw.$queryRaw<
      { invoiceFormat: string; identifier: string | null; updatedAt: Date }[]
    >(Prisma.sql`
      SELECT c.invoice_format::text AS "invoiceFormat", i.identifier, i.updated_at AS "updatedAt"
        FROM invoices i
        JOIN companies c ON c.id = i.customer_id AND c.account_id = i.account_id
       WHERE i.account_id = ${accountId} AND i.id = ${invoiceId}`);
    return rows[0] ?? null;
  }

  /** The positions' types in the order the e-invoice's lines follow (naming a line's item). */
  async positionKinds(
    accountId: number,
    invoiceId: number,
  ): Promise<{ type: string; optional: boolean }[]> {
    return this.db.forAccount(accountId).invoicePosition.findMany({
      where: { invoiceId },
      orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }],
      select: { type: true, optional: true },
    });
  }

  /**
   * Queues the hand-over of a sent Peppol BIS document to the access point, in the sending
   * transaction; once while one waits for the same document.
   */
  async enqueuePeppolHandover(
    accountId: number,
    invoiceId: number,
    documentId: number,
    tx: AccountTx,
  ): Promise<void> {
    await enqueueJob(this.client(accountId, tx), {
      type: 'einvoices.peppol-handover',
      accountId,
      payload: { invoiceId, documentId },
      dedupeKey: `peppol-handover:${accountId}:${documentId}`,
    });
  }

  /** Queues a generation (committed at once: the worker must see it) and returns its id. */
  async enqueue(accountId: number, payload: JobPayloads['einvoices.generate']): Promise<string> {
    const job = await this.db.forAccount(accountId).job.create({
      data: jobRow({ type: 'einvoices.generate', accountId, payload }),
      select: { id: true },
    });
    return job.id.toString();
  }
}

function toStored(row: {
  id: number;
  format: string;
  validationStatus: string;
  report: unknown;
  generationMs: number;
  createdAt: Date;
  file: { filename: string; contentType: string; data: Uint8Array };
}): StoredEInvoice {
  return {
    id: row.id,
    format: row.format as EInvoiceFormat,
    validationStatus: row.validationStatus as ValidationStatus,
    report: row.report as ValidationReport,
    generationMs: row.generationMs,
    createdAt: row.createdAt,
    file: { ...row.file, data: Buffer.from(row.file.data) },
  };
}
