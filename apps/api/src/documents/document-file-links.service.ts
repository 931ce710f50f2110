import { Injectable } from '@nestjs/common';
import type { RenderableDocumentKind } from '@faktura/db';
import type { AccountTx } from '../database/account-scope.extension';
import { FileLinksService } from '../files/file-links.service';
import { DocumentRendersRepository } from './document-renders.repository';

/**
 * `file_url` of offers, invoices and reminders: a signed link to the newest PDF rendered of each
 * document, signed afresh on every read; a document never printed has none.
 */
@Injectable()
export class DocumentFileLinks {
  constructor(
    private readonly renders: DocumentRendersRepository,
    private readonly links: FileLinksService,
  ) {}

  /** The link of a document whose row carries its last PDF's file id (see last-pdf.embed.ts). */
  link(accountId: number, fileId: number | null): string | null {
    return fileId === null ? null : this.links.url(accountId, fileId);
  }

  /** Document id to link, for the documents of `ids` that were rendered. */
  async lastPdfs(
    accountId: number,
    kind: RenderableDocumentKind,
    ids: readonly number[],
    tx?: AccountTx,
  ): Promise<Map<number, string>> {
    const links = new Map<number, string>();
    const files = await this.renders.lastRenderedFiles(accountId, kind, ids, tx);
    for (const [documentId, fileId] of files)
      links.set(documentId, this.links.url(accountId, fileId));
    return links;
  }

  /** The link of one document, or null. */
  async lastPdf(
    accountId: number,
    kind: RenderableDocumentKind,
    id: number,
    tx?: AccountTx,
  ): Promise<string | null> {
    return (await this.lastPdfs(accountId, kind, [id], tx)).get(id) ?? null;
  }
}
