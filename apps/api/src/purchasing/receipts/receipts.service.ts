import { Injectable } from '@nestjs/common';
import type { AccountContext } from '../../platform/auth';
import type { AccountTx } from '../../platform/database';
import { found } from '../../platform/errors';
import { DomainEvents, RecordReaders, RecordWritesService } from '../../platform/events';
import { FileLinksService } from '../../platform/files';
import { Page } from '../../platform/lists';
import type { DocumentFile } from '../../shared/attachments';
import type { CreateReceiptDto } from './dto/create-receipt.dto';
import type { ListReceiptsQuery } from './dto/list-receipts.query';
import type { ReceiptResponse } from './dto/receipt.response';
import type { UpdateReceiptDto } from './dto/update-receipt.dto';
import {
  decodeAttachment,
  planReceipt,
  receiptReferenceIds,
  refuseWhileSubmitted,
} from './receipt-inputs';
import type { ReceiptRow } from './receipt-records.query';
import { toReceiptResponse } from './receipt-response.mapper';
import { ReceiptsRepository } from './receipts.repository';

/** Employees' receipts (out-of-pocket expenses) with one to three VAT splits each. */
@Injectable()
export class ReceiptsService extends RecordWritesService<ReceiptRow, ReceiptResponse> {
  constructor(
    private readonly receipts: ReceiptsRepository,
    links: FileLinksService,
    events: DomainEvents,
    readers: RecordReaders,
  ) {
    super(
      'receipt',
      receipts,
      (row) => toReceiptResponse(row, (fileId) => links.url(row.accountId, fileId)),
      events,
      readers,
    );
  }

  async list(account: AccountContext, query: ListReceiptsQuery): Promise<Page<ReceiptResponse>> {
    return Page.of(await this.receipts.list(account.accountId, query), this.toResponse, query);
  }

  async get(account: AccountContext, id: number): Promise<ReceiptResponse> {
    return found(await this.load(account.accountId, id));
  }

  /** A receipt of the key's user, who paid it; totals computed from the items. */
  async create(account: AccountContext, input: CreateReceiptDto): Promise<ReceiptResponse> {
    const { accountId } = account;
    const attachment = input.attachment ? decodeAttachment(input.attachment) : null;
    return this.createRecord(account, async (tx) => {
      const refs = await this.receipts.lookUp(accountId, receiptReferenceIds(input), tx);
      const { columns, items } = planReceipt(input, refs, null);
      const fileId = attachment && (await this.receipts.storeFile(accountId, attachment, tx));
      const id = await this.receipts.insert(
        accountId,
        {
          ...columns,
          title: input.title,
          date: columns.date as Date,
          userId: account.userId,
          fileId,
        },
        items ?? [],
        tx,
      );
      return found(await this.receipts.find(accountId, id, tx));
    });
  }

  /** PUT and PATCH: the fields sent change, `items` replace all items, null removes the slip. */
  async update(
    account: AccountContext,
    id: number,
    input: UpdateReceiptDto,
  ): Promise<ReceiptResponse> {
    const { accountId } = account;
    const attachment = input.attachment ? decodeAttachment(input.attachment) : null;
    return this.changeRecord(account, async (tx) => {
      const current = await this.lockedRecord(
        await this.receipts.lock(accountId, id, tx),
        accountId,
        id,
        tx,
      );
      refuseWhileSubmitted(current, 'changed');
      const refs = await this.receipts.lookUp(accountId, receiptReferenceIds(input), tx);
      const { columns, items } = planReceipt(input, refs, current);
      const fileId = await this.replaceFile(accountId, current, input, attachment, tx);
      await this.receipts.change(accountId, id, { ...columns, fileId }, items, tx);
      if (fileId !== undefined) await this.receipts.releaseFile(accountId, current.fileId, tx);
      return found(await this.receipts.find(accountId, id, tx));
    });
  }

  /** Answers the receipt as it was (the reference's 200); refused once a purchase took it. */
  delete(account: AccountContext, id: number): Promise<ReceiptResponse> {
    const { accountId } = account;
    return this.deleteAnsweringRecord(account, id, async (tx) => {
      const locked = await this.receipts.lock(accountId, id, tx);
      const current = await this.lockedRecord(locked, accountId, id, tx);
      refuseWhileSubmitted(current, 'deleted');
      const remove = async () => {
        await this.receipts.delete(accountId, id, tx);
        await this.receipts.releaseFile(accountId, current.fileId, tx);
      };
      return { remove };
    });
  }

  /** The new attachment's file id; null when the body removes it, undefined when it keeps it. */
  private async replaceFile(
    accountId: number,
    current: ReceiptRow,
    input: UpdateReceiptDto,
    attachment: DocumentFile | null,
    tx: AccountTx,
  ): Promise<number | null | undefined> {
    if (input.attachment === undefined) return undefined;
    if (attachment === null) return current.fileId === null ? undefined : null;
    return this.receipts.storeFile(accountId, attachment, tx);
  }
}
