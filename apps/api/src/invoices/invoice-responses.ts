import { Injectable } from '@nestjs/common';
import { DomainError } from '@faktura/domain';
import type { AccountTx } from '../database/account-scope.extension';
import { DocumentFileLinks } from '../documents/document-file-links.service';
import type { InvoiceResponse, InvoiceSummaryResponse } from './dto/invoice.response';
import { InvoiceReferencesRepository } from './invoice-references.repository';
import { toInvoiceResponse, toInvoiceSummary } from './invoice-response.mapper';
import { type InvoiceSummaryRow, InvoicesRepository } from './invoices.repository';

/**
 * Builds invoice responses: the mapper plus what it needs from elsewhere (the account currency
 * for payments, a signed link to the invoice's last rendered PDF as `file_url`).
 */
@Injectable()
export class InvoiceResponses {
  constructor(
    private readonly references: InvoiceReferencesRepository,
    private readonly invoices: InvoicesRepository,
    private readonly links: DocumentFileLinks,
  ) {}

  /** The full invoice, read in `tx` when given; 404 when it does not exist. */
  async load(accountId: number, id: number, tx?: AccountTx): Promise<InvoiceResponse> {
    const invoice = await this.invoices.find(accountId, id, tx);
    if (!invoice) throw DomainError.notFound();
    // One after the other: queries of one transaction share its connection.
    const currency = await this.references.defaultCurrency(accountId, tx);
    const fileUrl = await this.links.lastPdf(accountId, 'invoice', id, tx);
    return toInvoiceResponse(invoice, fileUrl, currency);
  }

  async summaries(accountId: number, rows: InvoiceSummaryRow[]): Promise<InvoiceSummaryResponse[]> {
    const files = await this.links.lastPdfs(
      accountId,
      'invoice',
      rows.map((row) => row.id),
    );
    return rows.map((row) => toInvoiceSummary(row, files.get(row.id) ?? null));
  }
}
