import { Injectable } from '@nestjs/common';
import { FieldErrorCollector } from '@faktura/domain';
import type { AccountContext } from '../../platform/auth';
import type { AccountTx } from '../../platform/database';
import { found } from '../../platform/errors';
import { DomainEvents, RecordReaders, RecordWritesService } from '../../platform/events';
import { FileLinksService } from '../../platform/files';
import { Page } from '../../platform/lists';
import { sanitizeOptionalRichText } from '../../platform/rich-text';
import { assertMayChangeComment } from './comment-access.rule';
import { attachmentChange } from './comment-attachment.change';
import { toCommentDetailResponse, toCommentResponse } from './comment-response.mapper';
import type { CommentableType } from './commentable-types';
import { type CommentRow, CommentsRepository } from './comments.repository';
import type { BulkCreateCommentsDto } from './dto/bulk-create-comments.dto';
import type { CommentDetailResponse, CommentResponse } from './dto/comment.response';
import type { CreateCommentDto } from './dto/create-comment.dto';
import type { ListCommentsQuery } from './dto/list-comments.query';
import type { UpdateCommentDto } from './dto/update-comment.dto';

/**
 * Comments on the account's records. The author is the key's user; only the author changes or
 * deletes a comment (comment-access.rule.ts). Every write checks the record commented on in
 * its transaction, key-share locked, so no comment outlives its record.
 */
@Injectable()
export class CommentsService extends RecordWritesService<CommentRow, CommentResponse> {
  constructor(
    private readonly comments: CommentsRepository,
    private readonly links: FileLinksService,
    events: DomainEvents,
    readers: RecordReaders,
  ) {
    super(
      'comment',
      comments,
      (row) => toCommentResponse(row, (a, f) => links.url(a, f)),
      events,
      readers,
    );
  }

  async list(account: AccountContext, query: ListCommentsQuery): Promise<Page<CommentResponse>> {
    return Page.of(await this.comments.list(account.accountId, query), this.toResponse, query);
  }

  async get(account: AccountContext, id: number): Promise<CommentDetailResponse> {
    const row = found(await this.comments.findDetail(account.accountId, id));
    return toCommentDetailResponse(row, (a, f) => this.links.url(a, f));
  }

  async create(account: AccountContext, input: CreateCommentDto): Promise<CommentResponse> {
    const { accountId } = account;
    const errors = new FieldErrorCollector();
    const text = commentText(input.text, errors);
    const { file } = attachmentChange(false, input, errors);
    return this.createRecord(account, async (tx) => {
      await this.checkCommentable(
        accountId,
        input.commentable_type,
        input.commentable_id,
        errors,
        tx,
      );
      errors.throwIfAny();
      const attachmentFileId = file ? await this.comments.storeFile(accountId, file, tx) : null;
      const { id } = await this.comments.create(
        accountId,
        {
          commentableType: input.commentable_type,
          commentableId: input.commentable_id,
          text,
          userId: account.userId,
          attachmentFileId,
          ...(input.created_at !== undefined && { createdAt: new Date(input.created_at) }),
        },
        tx,
      );
      return found(await this.comments.find(accountId, id, tx));
    });
  }

  async update(
    account: AccountContext,
    id: number,
    input: UpdateCommentDto,
  ): Promise<CommentResponse> {
    const { accountId } = account;
    return this.changeRecord(account, async (tx) => {
      const current = found(await this.comments.find(accountId, id, tx));
      assertMayChangeComment(current, account.userId);
      const errors = new FieldErrorCollector();
      const attachment = attachmentChange(current.attachmentFileId !== null, input, errors);
      if (input.commentable_type !== undefined || input.commentable_id !== undefined) {
        const type = input.commentable_type ?? (current.commentableType as CommentableType);
        const target = input.commentable_id ?? current.commentableId;
        await this.checkCommentable(accountId, type, target, errors, tx);
      }
      const text = input.text === undefined ? undefined : commentText(input.text, errors);
      errors.throwIfAny();
      if (attachment.rename !== undefined && current.attachmentFileId !== null)
        await this.comments.renameFile(accountId, current.attachmentFileId, attachment.rename, tx);
      // A new or removed file deletes the old one (trigger comments_replace_attachment).
      const attachmentFileId =
        attachment.file === undefined
          ? undefined
          : attachment.file && (await this.comments.storeFile(accountId, attachment.file, tx));
      await this.comments.update(
        accountId,
        id,
        {
          commentableType: input.commentable_type,
          commentableId: input.commentable_id,
          text,
          attachmentFileId,
          ...(input.created_at !== undefined && { createdAt: new Date(input.created_at) }),
          // A renamed attachment is a change of the comment too.
          updatedAt: new Date(),
        },
        tx,
      );
      return found(await this.comments.find(accountId, id, tx));
    });
  }

  async delete(account: AccountContext, id: number): Promise<void> {
    const { accountId } = account;
    await this.deleteRecord(account, id, async (tx) => {
      assertMayChangeComment(found(await this.comments.find(accountId, id, tx)), account.userId);
      return { remove: () => this.comments.delete(accountId, id, tx) };
    });
  }

  /**
   * The same comment on each of several records of one kind, all in one transaction or none: a
   * record the account does not have, or one listed twice, is a 422 naming its index
   * (`commentable_ids[2]`).
   */
  async bulkCreate(
    account: AccountContext,
    input: BulkCreateCommentsDto,
  ): Promise<CommentResponse[]> {
    const { accountId } = account;
    const errors = new FieldErrorCollector();
    const text = commentText(input.text, errors);
    const ids = input.commentable_ids;
    ids.forEach((id, index) => {
      if (ids.indexOf(id) !== index) errors.add(`commentable_ids[${index}]`, 'is listed twice');
    });
    return this.comments.transaction(accountId, async (tx) => {
      const existing = await this.comments.lockCommentables(
        accountId,
        input.commentable_type,
        ids,
        tx,
      );
      ids.forEach((id, index) => {
        if (!existing.has(id)) errors.add(`commentable_ids[${index}]`, 'does not exist');
      });
      errors.throwIfAny();
      const createdAt = input.created_at === undefined ? undefined : new Date(input.created_at);
      const created = await this.comments.insertMany(
        accountId,
        ids.map((commentableId) => ({
          commentableType: input.commentable_type,
          commentableId,
          text,
          userId: account.userId,
          ...(createdAt && { createdAt }),
        })),
        tx,
      );
      const rows = await this.comments.findMany(accountId, created, tx);
      const records = rows.map(this.toResponse);
      await this.events.record(tx, account, {
        type: 'comments.created',
        ids: created,
        records: new Map(records.map((record) => [record.id, record])),
      });
      return records;
    });
  }

  /** A 422 on commentable_id unless the account has that record (another account's included). */
  private async checkCommentable(
    accountId: number,
    type: CommentableType,
    id: number,
    errors: FieldErrorCollector,
    tx: AccountTx,
  ): Promise<void> {
    const existing = await this.comments.lockCommentables(accountId, type, [id], tx);
    if (!existing.has(id)) errors.add('commentable_id', 'does not exist');
  }
}

/** The text as stored: sanitized rich text, which must keep something to read. */
function commentText(text: string, errors: FieldErrorCollector): string {
  const sanitized = sanitizeOptionalRichText(text);
  if (sanitized.trim() === '') errors.add('text', 'must contain text');
  return sanitized;
}
