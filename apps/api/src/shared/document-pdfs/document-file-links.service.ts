import { Injectable } from '@nestjs/common';
import { FileLinksService } from '../../platform/files';

/**
 * `file_url` of offers, invoices and reminders: a signed link to the newest PDF rendered of each
 * document, signed afresh on every read; a document never printed has none. The record queries
 * load the newest PDF's file id with the document (`lastPdfOf`, last-pdf.embed.ts).
 */
@Injectable()
export class DocumentFileLinks {
  constructor(private readonly links: FileLinksService) {}

  /** The link of a document whose row carries its last PDF's file id, or null. */
  link(accountId: number, fileId: number | null): string | null {
    return fileId === null ? null : this.links.url(accountId, fileId);
  }
}
