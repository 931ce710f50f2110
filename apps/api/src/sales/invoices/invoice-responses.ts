import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DomainError } from '@faktura/domain';
import type { AccountTx } from '../../platform/database/account-scope.extension';
import { DocumentFileLinks } from '../../shared/document-pdfs/document-file-links.service';
import type { InvoiceResponse, InvoiceSummaryResponse } from './dto/invoice.response';
import { toInvoiceResponse, toInvoiceSummary } from './invoice-response.mapper';
import { type InvoiceSummaryRow, InvoicesRepository } from './invoices.repository';
import { RecordReaders } from '../../platform/events/record-readers.service';

/**
 * Builds invoice responses: the mapper plus a freshly signed link to the invoice's last rendered
 * PDF as `file_url` (the row carries the file id and the account currency).
 */
@Injectable()
export class InvoiceResponses implements OnModuleInit {
  constructor(
    private readonly invoices: InvoicesRepository,
    private readonly links: DocumentFileLinks,
    private readonly readers: RecordReaders,
  ) {}

  /** Subscribers of events (web hook payloads) read an invoice as GET answers it: this. */
  onModuleInit(): void {
    this.readers.register('invoice', (accountId, id, tx) => this.load(accountId, id, tx));
  }

  /** The full invoice, read in `tx` when given; 404 when it does not exist. */
  async load(accountId: number, id: number, tx?: AccountTx): Promise<InvoiceResponse> {
    const invoice = await this.invoices.find(accountId, id, tx);
    if (!invoice) throw DomainError.notFound();
    const fileUrl = this.links.link(accountId, invoice.lastPdfFileId);
    return toInvoiceResponse(invoice, fileUrl, invoice.accountCurrency);
  }

  summaries(accountId: number, rows: InvoiceSummaryRow[]): InvoiceSummaryResponse[] {
    return rows.map((row) => toInvoiceSummary(row, this.links.link(accountId, row.lastPdfFileId)));
  }
}
