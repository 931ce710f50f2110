import { Injectable } from '@nestjs/common';
import { Prisma } from '@faktura/db';
import type { ExportLockSubject } from '@faktura/domain';
import {
  AccountDbService,
  AccountScopedRepository,
  type LockableTable,
  lockRow,
} from '../../platform/database';
import type { AccountTx } from '../../platform/database';
/** The documents that carry PDF attachments. */
export type AttachableKind = 'offer' | 'invoice';

const WITH_FILE = {
  file: { select: { filename: true, contentType: true, size: true } },
} as const satisfies Prisma.OfferAttachmentInclude & Prisma.InvoiceAttachmentInclude;

/** An attachment with the metadata of its stored file (never the bytes). */
export interface AttachmentRow {
  id: number;
  accountId: number;
  fileId: number;
  title: string;
  createdAt: Date;
  updatedAt: Date;
  file: { filename: string; contentType: string; size: number };
}

export interface NewAttachmentFile {
  filename: string;
  contentType: string;
  data: Buffer;
  sha256: string;
}

const TABLES: Record<AttachableKind, LockableTable> = { offer: 'offers', invoice: 'invoices' };

/** PDF attachments of offers and invoices; the bytes live in stored_files. */
@Injectable()
export class DocumentAttachmentsRepository extends AccountScopedRepository {
  constructor(db: AccountDbService) {
    super(db);
  }

  list(accountId: number, kind: AttachableKind, documentId: number): Promise<AttachmentRow[]> {
    const db = this.db.forAccount(accountId);
    const query = { include: WITH_FILE, orderBy: { id: 'asc' as const } };
    return kind === 'offer'
      ? db.offerAttachment.findMany({ where: { offerId: documentId }, ...query })
      : db.invoiceAttachment.findMany({ where: { invoiceId: documentId }, ...query });
  }

  /** Locks the document row until `tx` ends; false when it does not exist. */
  lockDocument(
    accountId: number,
    kind: AttachableKind,
    documentId: number,
    tx: AccountTx,
  ): Promise<boolean> {
    return lockRow(tx, TABLES[kind], accountId, documentId);
  }

  /**
   * What the export lock reads of an invoice (its number and export); null for an offer, which
   * no bookkeeping export takes.
   */
  async exportState(
    kind: AttachableKind,
    documentId: number,
    tx: AccountTx,
  ): Promise<ExportLockSubject | null> {
    if (kind === 'offer') return null;
    return tx.invoice.findFirstOrThrow({
      where: { id: documentId },
      select: { id: true, identifier: true, bookkeepingExportId: true },
    });
  }

  async documentExists(accountId: number, kind: AttachableKind, id: number): Promise<boolean> {
    const db = this.db.forAccount(accountId);
    const count =
      kind === 'offer'
        ? await db.offer.count({ where: { id } })
        : await db.invoice.count({ where: { id } });
    return count > 0;
  }

  async create(
    accountId: number,
    kind: AttachableKind,
    documentId: number,
    file: NewAttachmentFile,
    tx: AccountTx,
  ): Promise<AttachmentRow> {
    const stored = await tx.storedFile.create({
      // Prisma's Bytes type wants a Uint8Array over a plain ArrayBuffer, which a Buffer is.
      data: { ...file, data: new Uint8Array(file.data), accountId, size: file.data.length },
      select: { id: true },
    });
    const data = { fileId: stored.id, title: file.filename };
    return kind === 'offer'
      ? tx.offerAttachment.create({
          data: { ...data, offerId: documentId } as Prisma.OfferAttachmentUncheckedCreateInput,
          include: WITH_FILE,
        })
      : tx.invoiceAttachment.create({
          data: { ...data, invoiceId: documentId } as Prisma.InvoiceAttachmentUncheckedCreateInput,
          include: WITH_FILE,
        });
  }

  find(kind: AttachableKind, documentId: number, id: number, tx: AccountTx) {
    const select = { fileId: true };
    return kind === 'offer'
      ? tx.offerAttachment.findFirst({ where: { id, offerId: documentId }, select })
      : tx.invoiceAttachment.findFirst({ where: { id, invoiceId: documentId }, select });
  }

  async delete(kind: AttachableKind, id: number, fileId: number, tx: AccountTx): Promise<void> {
    if (kind === 'offer') await tx.offerAttachment.delete({ where: { id } });
    else await tx.invoiceAttachment.delete({ where: { id } });
    await tx.storedFile.deleteMany({ where: { id: fileId } });
  }

  /** Every attachment change is a change of its document (updated_after must see it). */
  async touchDocument(kind: AttachableKind, documentId: number, tx: AccountTx): Promise<void> {
    const data = { updatedAt: new Date() };
    if (kind === 'offer') await tx.offer.update({ where: { id: documentId }, data });
    else await tx.invoice.update({ where: { id: documentId }, data });
  }
}
