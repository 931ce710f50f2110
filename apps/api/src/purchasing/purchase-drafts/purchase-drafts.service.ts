import { Injectable } from '@nestjs/common';
import type { AccountContext } from '../../platform/auth';
import { found } from '../../platform/errors';
import { FileLinksService } from '../../platform/files';
import { Page } from '../../platform/lists';
import type { CreatePurchaseDraftDto } from './dto/create-purchase-draft.dto';
import type { ListPurchaseDraftsQuery } from './dto/list-purchase-drafts.query';
import type { PurchaseDraftResponse } from './dto/purchase-draft.response';
import { decodeDraftFile, isReadablePdf } from './purchase-draft-file.content';
import { toPurchaseDraftResponse } from './purchase-draft-response.mapper';
import { type PurchaseDraftRow, PurchaseDraftsRepository } from './purchase-drafts.repository';

/**
 * Purchase drafts: documents that are not purchases yet, uploaded here or made by the inbox.
 * They are read, created and deleted; POST /purchases with purchase_draft_id turns one into a
 * purchase (PurchaseDraftConversion).
 */
@Injectable()
export class PurchaseDraftsService {
  constructor(
    private readonly drafts: PurchaseDraftsRepository,
    private readonly links: FileLinksService,
  ) {}

  private readonly toResponse = (row: PurchaseDraftRow): PurchaseDraftResponse =>
    toPurchaseDraftResponse(row, (fileId) => this.links.url(row.accountId, fileId));

  async list(
    account: AccountContext,
    query: ListPurchaseDraftsQuery,
  ): Promise<Page<PurchaseDraftResponse>> {
    return Page.of(await this.drafts.list(account.accountId, query), this.toResponse, query);
  }

  async get(account: AccountContext, id: number): Promise<PurchaseDraftResponse> {
    return this.toResponse(found(await this.drafts.find(account.accountId, id)));
  }

  /**
   * A draft of the key's user with its document, if sent; a PDF is queued for the prefill in
   * the same transaction (an image waits: there is no OCR).
   */
  async create(
    account: AccountContext,
    input: CreatePurchaseDraftDto,
  ): Promise<PurchaseDraftResponse> {
    const { accountId } = account;
    const file = input.file ? decodeDraftFile(input.file) : null;
    const row = await this.drafts.transaction(accountId, async (tx) => {
      const fileId = file && (await this.drafts.storeFile(file, tx));
      const id = await this.drafts.insert(
        accountId,
        {
          title: input.title,
          source: 'api',
          userId: account.userId,
          fileId,
          prefillStatus: file && isReadablePdf(file) ? 'pending' : 'none',
        },
        tx,
      );
      return found(await this.drafts.find(accountId, id, tx));
    });
    return this.toResponse(row);
  }

  /** Deletes the draft and the files only it had; answers it as it was (the reference's 200). */
  async delete(account: AccountContext, id: number): Promise<PurchaseDraftResponse> {
    const { accountId } = account;
    const row = await this.drafts.transaction(accountId, async (tx) => {
      const draft = found(await this.drafts.lock(accountId, id, tx));
      await this.drafts.remove(accountId, draft, tx);
      return draft;
    });
    return this.toResponse(row);
  }

  /** The signed link of the draft's document (GET .pdf redirects there); null without one. */
  async documentUrl(account: AccountContext, id: number): Promise<string | null> {
    const { accountId } = account;
    const draft = found(await this.drafts.find(accountId, id));
    return draft.fileId === null ? null : this.links.url(accountId, draft.fileId);
  }
}
