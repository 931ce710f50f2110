import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '@faktura/domain';
import { API_CONFIG, PUBLIC_URL } from '../config';
import type { ApiConfig } from '../config';
import {
  signDocumentLink,
  signFileLink,
  verifyDocumentLink,
  verifyFileLink,
} from './file-link.token';
import { FilesRepository, type DownloadableFile } from './files.repository';

/**
 * Serves the current file of a document (its PDF, rendered when needed), registered by the unit
 * that prints documents; null when the account has no such document.
 */
export type DocumentFileSource = (
  accountId: number,
  kind: string,
  documentId: number,
) => Promise<DownloadableFile | null>;

/**
 * Signed, expiring links to stored files (`file_url`), usable without the API key. Without
 * FAKTURA_FILE_URL_SECRET each process signs with its own random secret, so links of one API
 * instance do not open on another and end with a restart.
 */
@Injectable()
export class FileLinksService {
  private readonly secret: Buffer;
  private documentSource: DocumentFileSource | null = null;

  constructor(
    private readonly files: FilesRepository,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
    @Inject(PUBLIC_URL) private readonly publicUrl: string,
  ) {
    this.secret = config.fileUrlSecret ? Buffer.from(config.fileUrlSecret) : randomBytes(32);
  }

  /** A new link to the file, valid for FAKTURA_FILE_URL_TTL_SECONDS from now. */
  url(accountId: number, fileId: number): string {
    const expiresAt = Math.floor(Date.now() / 1000) + this.config.fileUrlTtlSeconds;
    const token = signFileLink({ accountId, fileId, expiresAt }, this.secret);
    return `${this.publicUrl}/api/v1/files/${token}`;
  }

  /**
   * A new link to a document's current PDF rather than to one stored file: opening it serves
   * what the document looks like then (printed on demand), so it works before the first print.
   */
  documentUrl(accountId: number, kind: string, documentId: number): string {
    const expiresAt = Math.floor(Date.now() / 1000) + this.config.fileUrlTtlSeconds;
    const token = signDocumentLink({ accountId, kind, documentId, expiresAt }, this.secret);
    return `${this.publicUrl}/api/v1/files/${token}`;
  }

  /** Who opens document links (shared/document-pdfs, at start); platform knows no documents. */
  registerDocumentSource(source: DocumentFileSource): void {
    if (this.documentSource) throw new Error('document file source registered twice');
    this.documentSource = source;
  }

  /** The file a valid link points to; an expired, forged or dangling link is a 404. */
  async open(token: string): Promise<DownloadableFile> {
    const now = Date.now() / 1000;
    const document = this.documentSource && verifyDocumentLink(token, this.secret, now);
    if (document) {
      const { accountId, kind, documentId } = document;
      const file = await this.documentSource!(accountId, kind, documentId);
      if (!file) throw DomainError.notFound();
      return file;
    }
    const grant = verifyFileLink(token, this.secret, now);
    const file = grant && (await this.files.find(grant.accountId, grant.fileId));
    if (!file) throw DomainError.notFound();
    return file;
  }
}
