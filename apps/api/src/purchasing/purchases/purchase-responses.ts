import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DomainError } from '@faktura/domain';
import type { AccountTx } from '../../platform/database/account-scope.extension';
import { FileLinksService } from '../../platform/files/file-links.service';
import type { PurchaseResponse } from './dto/purchase.response';
import { toPurchaseResponse } from './purchase-response.mapper';
import { type PurchaseRow, PurchasesRepository } from './purchases.repository';
import { RecordReaders } from '../../platform/events/record-readers.service';

/**
 * Builds purchase responses with freshly signed file links. Exported for the other purchase
 * features (payments, approvals, assign_to_project) that answer with the full purchase.
 */
@Injectable()
export class PurchaseResponses implements OnModuleInit {
  constructor(
    private readonly purchases: PurchasesRepository,
    private readonly links: FileLinksService,
    private readonly readers: RecordReaders,
  ) {}

  /** Subscribers of events (web hook payloads) read a purchase as GET answers it: this. */
  onModuleInit(): void {
    this.readers.register('purchase', (accountId, id, tx) => this.load(accountId, id, tx));
  }

  /** The full purchase, read in `tx` when given; 404 when it does not exist. */
  async load(accountId: number, id: number, tx?: AccountTx): Promise<PurchaseResponse> {
    const purchase = await this.purchases.find(accountId, id, tx);
    if (!purchase) throw DomainError.notFound();
    return this.toResponse(accountId, purchase);
  }

  toResponse(accountId: number, purchase: PurchaseRow): PurchaseResponse {
    return toPurchaseResponse(purchase, (fileId) => this.links.url(accountId, fileId));
  }
}
