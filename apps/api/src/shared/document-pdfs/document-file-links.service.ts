import { Injectable, type OnModuleInit } from '@nestjs/common';
import { FileLinksService } from '../../platform/files';
import { DocumentPdfService } from './document-pdf.service';

/** The kinds whose `file_url` is a link to the document's current PDF (documentLink). */
const LINKED_KINDS = ['offer'] as const;
type LinkedKind = (typeof LINKED_KINDS)[number];

/**
 * `file_url` of offers, invoices and reminders. Invoices and reminders link to the newest PDF
 * rendered of each (the record queries load its file id with the document: `lastPdfOf`,
 * last-pdf.embed.ts), and have none before their first print. Offers link to the document
 * itself: the link serves the offer's current PDF on its default paper, rendered on demand when
 * the worker has not printed it yet, so a new offer has a working `file_url` at once. Every
 * link is signed afresh on every read.
 */
@Injectable()
export class DocumentFileLinks implements OnModuleInit {
  constructor(
    private readonly links: FileLinksService,
    private readonly pdfs: DocumentPdfService,
  ) {}

  onModuleInit(): void {
    this.links.registerDocumentSource(async (accountId, kind, documentId) => {
      if (!(LINKED_KINDS as readonly string[]).includes(kind)) return null;
      const pdf = await this.pdfs.render(accountId, {
        kind: kind as LinkedKind,
        documentId,
        letterPaperId: null,
      });
      return { filename: pdf.filename, contentType: 'application/pdf', data: pdf.data };
    });
  }

  /** The link of a document whose row carries its last PDF's file id, or null. */
  link(accountId: number, fileId: number | null): string | null {
    return fileId === null ? null : this.links.url(accountId, fileId);
  }

  /** A link to the document's current PDF (see the class comment). */
  documentLink(accountId: number, kind: LinkedKind, documentId: number): string {
    return this.links.documentUrl(accountId, kind, documentId);
  }
}
