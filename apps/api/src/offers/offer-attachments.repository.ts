import { Injectable } from '@nestjs/common';
import type { Prisma } from '@faktura/db';
import { AccountDbService } from '../database/account-db.service';
import type { AccountTx } from '../database/account-scope.extension';

const WITH_FILE = {
  file: { select: { filename: true, contentType: true, size: true } },
} as const satisfies Prisma.OfferAttachmentInclude;

/** An attachment with the metadata of its stored file (never the bytes). */
export type OfferAttachmentRow = Prisma.OfferAttachmentGetPayload<{ include: typeof WITH_FILE }>;

export interface NewAttachmentFile {
  filename: string;
  contentType: string;
  data: Buffer;
  sha256: string;
}

/** PDF attachments of offers; the bytes live in stored_files. */
@Injectable()
export class OfferAttachmentsRepository {
  constructor(private readonly db: AccountDbService) {}

  list(accountId: number, offerId: number): Promise<OfferAttachmentRow[]> {
    return this.db.forAccount(accountId).offerAttachment.findMany({
      where: { offerId },
      include: WITH_FILE,
      orderBy: { id: 'asc' },
    });
  }

  /** Locks the offer row until `tx` ends; false when the offer does not exist. */
  async lockOffer(accountId: number, offerId: number, tx: AccountTx): Promise<boolean> {
    const rows = await tx.$queryRaw<{ id: number }[]>`
      SELECT id FROM offers WHERE id = ${offerId} AND account_id = ${accountId} FOR UPDATE`;
    return rows.length > 0;
  }

  async offerExists(accountId: number, offerId: number): Promise<boolean> {
    return (await this.db.forAccount(accountId).offer.count({ where: { id: offerId } })) > 0;
  }

  async create(
    accountId: number,
    offerId: number,
    file: NewAttachmentFile,
    tx: AccountTx,
  ): Promise<OfferAttachmentRow> {
    const stored = await tx.storedFile.create({
      // Prisma's Bytes type wants a Uint8Array over a plain ArrayBuffer, which a Buffer is.
      data: { ...file, data: new Uint8Array(file.data), accountId, size: file.data.length },
      select: { id: true },
    });
    return tx.offerAttachment.create({
      data: {
        offerId,
        fileId: stored.id,
        title: file.filename,
      } as Prisma.OfferAttachmentUncheckedCreateInput,
      include: WITH_FILE,
    });
  }

  find(offerId: number, id: number, tx: AccountTx) {
    return tx.offerAttachment.findFirst({ where: { id, offerId }, select: { fileId: true } });
  }

  async delete(id: number, fileId: number, tx: AccountTx): Promise<void> {
    await tx.offerAttachment.delete({ where: { id } });
    await tx.storedFile.deleteMany({ where: { id: fileId } });
  }

  /** Every attachment change is a change of the offer (updated_after must see it). */
  async touchOffer(offerId: number, tx: AccountTx): Promise<void> {
    await tx.offer.update({ where: { id: offerId }, data: { updatedAt: new Date() } });
  }

  transaction<T>(accountId: number, work: (tx: AccountTx) => Promise<T>): Promise<T> {
    return this.db.forAccount(accountId).$transaction(work);
  }
}
