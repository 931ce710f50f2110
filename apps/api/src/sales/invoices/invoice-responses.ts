import { Injectable } from '@nestjs/common';
import { DocumentFileLinks } from '../../shared/document-pdfs';
import { DocumentResponses } from '../../shared/document-resources';
import type { InvoiceResponse, InvoiceSummaryResponse } from './dto/invoice.response';
import { toInvoiceResponse, toInvoiceSummary } from './invoice-response.mapper';
import { type InvoiceRow, type InvoiceSummaryRow, InvoicesRepository } from './invoices.repository';
import { RecordReaders } from '../../platform/events';

/**
 * Builds invoice responses: the mapper plus a freshly signed link to the invoice's last rendered
 * PDF as `file_url` (the row carries the file id and the account currency).
 */
@Injectable()
export class InvoiceResponses extends DocumentResponses<InvoiceRow, InvoiceResponse> {
  constructor(
    invoices: InvoicesRepository,
    private readonly links: DocumentFileLinks,
    readers: RecordReaders,
  ) {
    super('invoice', invoices, readers);
  }

  toResponse(accountId: number, invoice: InvoiceRow): InvoiceResponse {
    const fileUrl = this.links.link(accountId, invoice.lastPdfFileId);
    return toInvoiceResponse(invoice, fileUrl, invoice.accountCurrency);
  }

  summaries(accountId: number, rows: InvoiceSummaryRow[]): InvoiceSummaryResponse[] {
    return rows.map((row) => toInvoiceSummary(row, this.links.link(accountId, row.lastPdfFileId)));
  }
}
