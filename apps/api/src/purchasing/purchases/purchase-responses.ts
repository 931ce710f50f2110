import { Injectable } from '@nestjs/common';
import { FileLinksService } from '../../platform/files';
import { DocumentResponses } from '../../shared/document-resources';
import type { PurchaseResponse } from './dto/purchase.response';
import { toPurchaseResponse } from './purchase-response.mapper';
import { type PurchaseRow, PurchasesRepository } from './purchases.repository';
import { RecordReaders } from '../../platform/events';

/**
 * Builds purchase responses with freshly signed file links. Exported for the other purchase
 * features (payments, approvals, assign_to_project) that answer with the full purchase.
 */
@Injectable()
export class PurchaseResponses extends DocumentResponses<PurchaseRow, PurchaseResponse> {
  constructor(
    purchases: PurchasesRepository,
    private readonly links: FileLinksService,
    readers: RecordReaders,
  ) {
    super('purchase', purchases, readers);
  }

  toResponse(accountId: number, purchase: PurchaseRow): PurchaseResponse {
    return toPurchaseResponse(purchase, (fileId) => this.links.url(accountId, fileId));
  }
}
