import { Injectable } from '@nestjs/common';
import type { RenderableDocumentKind } from '@faktura/db';
import { AccountDbService } from '../database/account-db.service';
import type { AccountTx } from '../database/account-scope.extension';
import { FileLinksService } from '../files/file-links.service';

/**
 * `file_url` of offers, invoices and reminders: a signed link to the newest PDF rendered of each
 * document, signed afresh on every read; a document never printed has none.
 */
@Injectable()
export class DocumentFileLinks {
  constructor(
    private readonly db: AccountDbService,
    private readonly links: FileLinksService,
  ) {}

  /** Document id to link, for the documents of `ids` that were rendered. */
  async lastPdfs(
    accountId: number,
    kind: RenderableDocumentKind,
    ids: readonly number[],
    tx?: AccountTx,
  ): Promise<Map<number, string>> {
    const links = new Map<number, string>();
    if (ids.length === 0) return links;
    const rendered = await (tx ?? this.db.forAccount(accountId)).renderedDocument.findMany({
      where: { documentKind: kind, documentId: { in: [...ids] } },
      orderBy: { id: 'desc' },
      select: { documentId: true, fileId: true },
    });
    for (const row of rendered) {
      if (!links.has(row.documentId))
        links.set(row.documentId, this.links.url(accountId, row.fileId));
    }
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
