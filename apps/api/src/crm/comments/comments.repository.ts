import { Injectable } from '@nestjs/common';
import { Prisma } from '@faktura/db';
import {
  AccountDbService,
  accountTable,
  type Embedded,
  one,
  RecordQuery,
  referredBy,
  type TableTypesOf,
  userOf,
  VALUE,
  type WithoutAccount,
} from '../../platform/database';
import type { AccountTx } from '../../platform/database';
import {
  ListedTableRepository,
  type ListingTypesOf,
  recordListing,
} from '../../platform/repositories';
import { ListQueryService } from '../../platform/lists';
import { commentListConditions } from './comment-list.filters';
import type { CommentAttachmentFile } from './comment-attachment.content';
import { COMMENTABLE_TABLES, type CommentableType } from './commentable-types';

const COMMENTS = accountTable((db) => db.comment, undefined);

type CommentColumns = TableTypesOf<typeof COMMENTS>['row'];

/** A comment with its author and the name of its attachment (lists, writes, web hooks). */
export type CommentRow = CommentColumns & {
  user: { id: number; firstname: string; lastname: string } | null;
  attachment: { filename: string } | null;
};

/** A comment as GET /comments/{id} reads it: the attachment with its bytes as base64. */
export type CommentDetailRow = CommentColumns & {
  user: CommentRow['user'];
  attachment: { filename: string; content: string } | null;
};

/** The stored file's bytes as one line of base64 (encode() breaks lines every 76 characters). */
const BASE64_DATA: Embedded = {
  sql: (file) => Prisma.raw(`translate(encode("${file}".data, 'base64'), E'\\n', '')`),
  decode: (value) => value,
};

const ATTACHMENT = referredBy('attachment_file_id');

/** Comments with author and attachment name, in one statement. */
export const COMMENT_RECORDS = new RecordQuery<CommentRow>('comments', {
  user: userOf('user_id'),
  attachment: one('stored_files', { filename: VALUE }, ATTACHMENT),
});

/** One comment with its attachment's content, in one statement. */
export const COMMENT_DETAILS = new RecordQuery<CommentDetailRow>('comments', {
  user: userOf('user_id'),
  attachment: one('stored_files', { filename: VALUE, content: BASE64_DATA }, ATTACHMENT),
});

const COMMENT_LISTING = recordListing({
  table: 'comments',
  records: COMMENT_RECORDS,
  filters: commentListConditions,
});

/** The columns of a new comment. */
export type NewComment = WithoutAccount<TableTypesOf<typeof COMMENTS>['create']>;

/** Comments of one account, the records they are about and their attachment files. */
@Injectable()
export class CommentsRepository extends ListedTableRepository<
  TableTypesOf<typeof COMMENTS>,
  ListingTypesOf<typeof COMMENT_LISTING>
> {
  constructor(db: AccountDbService, lists: ListQueryService) {
    super(db, COMMENTS, lists, COMMENT_LISTING);
  }

  /** The comment with its attachment's content (GET /comments/{id}); null when there is none. */
  findDetail(accountId: number, id: number): Promise<CommentDetailRow | null> {
    return COMMENT_DETAILS.loadOne(this.records(), accountId, id);
  }

  /** The comments of `ids`, in that order, read in `tx`. */
  findMany(accountId: number, ids: readonly number[], tx: AccountTx): Promise<CommentRow[]> {
    return COMMENT_RECORDS.load(tx, accountId, ids);
  }

  /**
   * Which of `ids` the account has among the records of `type`, key-share locked until `tx`
   * ends: a record cannot be deleted (and its comments with it) while a comment on it is
   * being written, so none is left about a record that is gone.
   */
  async lockCommentables(
    accountId: number,
    type: CommentableType,
    ids: readonly number[],
    tx: AccountTx,
  ): Promise<Set<number>> {
    const table = Prisma.raw(`"${COMMENTABLE_TABLES[type]}"`);
    const rows = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM ${table}
      WHERE account_id = ${accountId} AND id = ANY(${[...ids]}::int[]) FOR KEY SHARE`;
    return new Set(rows.map((row) => row.id));
  }

  /** Stores an attachment's bytes; the comment refers to the file by the returned id. */
  async storeFile(accountId: number, file: CommentAttachmentFile, tx: AccountTx): Promise<number> {
    const stored = await tx.storedFile.create({
      // Prisma's Bytes type wants a Uint8Array over a plain ArrayBuffer, which a Buffer is.
      data: { ...file, data: new Uint8Array(file.data), accountId, size: file.data.length },
      select: { id: true },
    });
    return stored.id;
  }

  /** Renames the comment's attachment file. */
  async renameFile(accountId: number, fileId: number, filename: string, tx: AccountTx) {
    await this.client(accountId, tx).storedFile.update({
      where: { id: fileId },
      data: { filename },
    });
  }

  /** Inserts several comments in one statement; their ids in the order given. */
  async insertMany(accountId: number, rows: NewComment[], tx: AccountTx): Promise<number[]> {
    const created = await this.client(accountId, tx).comment.createManyAndReturn({
      data: rows.map((row) => ({ ...row, accountId })),
      select: { id: true },
    });
    return created.map((row) => row.id);
  }

  /** Deletes the comment; a trigger deletes its attachment file with it. */
  delete(accountId: number, id: number, tx: AccountTx): Promise<void> {
    return this.deleteRow(accountId, id, tx);
  }
}
