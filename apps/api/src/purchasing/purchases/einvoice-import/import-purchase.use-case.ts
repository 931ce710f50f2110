import { Injectable } from '@nestjs/common';
import { DomainError } from '@faktura/domain';
import { checkEInvoiceTotals, parseEInvoice, type ParsedEInvoice } from '@faktura/einvoice';
import type { EventActor } from '../../../platform/events';
import type { PurchaseResponse } from '../dto/purchase.response';
import { decodeDocument, MAX_DOCUMENT_BYTES } from '../../../shared/attachments';
import { CreatePurchaseUseCase } from '../use-cases/create-purchase.use-case';
import { EInvoiceImportRepository } from './einvoice-import.repository';
import type { ImportPurchaseDto } from './import-purchase.dto';
import {
  documentTotals,
  precedingReceipt,
  purchaseFromEInvoice,
  sellerKeys,
} from './import-purchase.plan';

/**
 * POST /purchases/import: a received e-invoice (XRechnung or Peppol BIS UBL/CII, Factur-X/ZUGFeRD
 * PDF) as a purchase. The document must add up by itself, its supplier must exist (by VAT ID,
 * then name), and the purchase's computed totals must equal the document's; else 422 and nothing
 * is written. The original file becomes the purchase's document, byte for byte; a credit note
 * names the supplier's earlier purchase it refers to.
 */
@Injectable()
export class ImportPurchaseUseCase {
  constructor(
    private readonly lookups: EInvoiceImportRepository,
    private readonly createPurchase: CreatePurchaseUseCase,
  ) {}

  async execute(account: EventActor, input: ImportPurchaseDto): Promise<PurchaseResponse> {
    const { accountId } = account;
    const document = decodeDocument(input.file);
    const parsed = await parseEInvoice(document.data, { maxBytes: MAX_DOCUMENT_BYTES });
    const problems = checkEInvoiceTotals(parsed);
    if (problems.length > 0) throw DomainError.validation({ file: problems });
    const companyId = input.company_id ?? (await this.supplier(accountId, parsed));
    const body = purchaseFromEInvoice(parsed, {
      companyId,
      paymentMethod: input.payment_method ?? 'bank_transfer',
      categoryId: input.category_id ?? null,
      vatCodes: await this.lookups.vatCodes(accountId),
      file: input.file,
      original: await this.lookups.purchaseByReceipt(
        accountId,
        companyId,
        precedingReceipt(parsed),
      ),
    });
    return this.createPurchase.execute(account, body, { expectedTotals: documentTotals(parsed) });
  }

  private async supplier(accountId: number, parsed: ParsedEInvoice): Promise<number> {
    const { vatId, peppolId, names } = sellerKeys(parsed);
    const found = await this.lookups.findSupplier(accountId, vatId, names, peppolId);
    if (found !== null) return found;
    const seller = [
      `"${clipped(parsed.seller.name)}"`,
      vatId ? `VAT ID ${clipped(vatId)}` : 'no VAT ID',
      ...(peppolId ? [`Peppol ID ${clipped(peppolId)}`] : []),
    ].join(', ');
    throw DomainError.validation({
      company_id: [
        `no supplier matches the document's seller (${seller}); create the supplier or pass company_id`,
      ],
    });
  }
}

const clipped = (text: string) => (text.length > 80 ? `${text.slice(0, 79)}…` : text);
