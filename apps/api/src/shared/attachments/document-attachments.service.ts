import { Injectable } from '@nestjs/common';
import { DomainError, assertExportUnlocked, type DocumentWrite } from '@faktura/domain';
import { createHash } from 'node:crypto';
import type { AccountContext } from '../../platform/auth';
import type { AccountTx } from '../../platform/database';
import { found } from '../../platform/errors';
import {
  type Base64Upload,
  decodeBase64Upload,
  invalidUpload,
  FileLinksService,
} from '../../platform/files';
import { apiTimestamp } from '../../platform/serialization';
import type { AttachmentResponse } from './dto/attachment.response';
import type { AttachmentInputDto } from './dto/create-attachment.dto';
import {
  type AttachableKind,
  type AttachmentRow,
  DocumentAttachmentsRepository,
} from './document-attachments.repository';

/** Largest attachment, decoded (docs/reference/conventions.md). */
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
const PDF_MAGIC = Buffer.from('%PDF-');

/** PDF files attached to an offer or invoice (sent along with it by e-mail). */
@Injectable()
export class DocumentAttachmentsService {
  constructor(
    private readonly attachments: DocumentAttachmentsRepository,
    private readonly links: FileLinksService,
  ) {}

  async list(
    account: AccountContext,
    kind: AttachableKind,
    documentId: number,
  ): Promise<AttachmentResponse[]> {
    if (!(await this.attachments.documentExists(account.accountId, kind, documentId)))
      throw DomainError.notFound();
    const rows = await this.attachments.list(account.accountId, kind, documentId);
    return rows.map((row) => this.toResponse(row));
  }

  async create(
    account: AccountContext,
    kind: AttachableKind,
    documentId: number,
    input: AttachmentInputDto,
  ): Promise<AttachmentResponse> {
    const { accountId } = account;
    return this.withLockedDocument(accountId, kind, documentId, 'attachment_add', async (tx) => {
      const data = decodePdf(input.base64);
      const row = await this.attachments.create(
        accountId,
        kind,
        documentId,
        {
          filename: baseName(input.filename),
          contentType: 'application/pdf',
          data,
          sha256: createHash('sha256').update(data).digest('hex'),
        },
        tx,
      );
      await this.attachments.touchDocument(kind, documentId, tx);
      return this.toResponse(row);
    });
  }

  private toResponse(row: AttachmentRow): AttachmentResponse {
    return {
      id: row.id,
      title: row.title,
      filename: row.file.filename,
      content_type: row.file.contentType,
      size: row.file.size,
      file_url: this.links.url(row.accountId, row.fileId),
      created_at: apiTimestamp(row.createdAt),
      updated_at: apiTimestamp(row.updatedAt),
    };
  }

  async delete(
    account: AccountContext,
    kind: AttachableKind,
    documentId: number,
    id: number,
  ): Promise<void> {
    const { accountId } = account;
    await this.withLockedDocument(accountId, kind, documentId, 'attachment_delete', async (tx) => {
      const attachment = found(await this.attachments.find(kind, documentId, id, tx));
      await this.attachments.delete(kind, id, attachment.fileId, tx);
      await this.attachments.touchDocument(kind, documentId, tx);
    });
  }

  /**
   * Runs `work` in one transaction with the document locked (404 when the account has none); an
   * invoice a bookkeeping export took refuses the `write` (checked under the lock, so an export
   * cannot take it between the check and the write).
   */
  private withLockedDocument<T>(
    accountId: number,
    kind: AttachableKind,
    documentId: number,
    write: DocumentWrite,
    work: (tx: AccountTx) => Promise<T>,
  ): Promise<T> {
    return this.attachments.transaction(accountId, async (tx) => {
      if (!(await this.attachments.lockDocument(accountId, kind, documentId, tx)))
        throw DomainError.notFound();
      const exported = await this.attachments.exportState(kind, documentId, tx);
      if (exported) assertExportUnlocked('invoice', exported, write);
      return work(tx);
    });
  }
}

/** docs/reference/conventions.md: attachments over 10 MiB decoded are a 413. */
const ATTACHMENT_UPLOAD: Base64Upload = {
  field: 'attachment.base64',
  maxBytes: MAX_ATTACHMENT_BYTES,
  tooLarge: 'Attachments are limited to 10 MiB',
};

/** The bytes of a base64 PDF; anything else is a 422 on attachment.base64 (413 when too large). */
function decodePdf(base64: string): Buffer {
  const data = decodeBase64Upload(base64, ATTACHMENT_UPLOAD);
  if (data.length < PDF_MAGIC.length || !data.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC))
    throw invalidUpload(ATTACHMENT_UPLOAD, 'is not a PDF');
  return data;
}

/** Clients sometimes send a path; only the file's own name is kept. */
function baseName(filename: string): string {
  return filename.split(/[\\/]/).pop()?.trim() || 'attachment.pdf';
}
