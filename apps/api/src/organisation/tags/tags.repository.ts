import { Injectable } from '@nestjs/common';
import { Prisma, type Tag, type TagContext } from '@faktura/db';
import {
  AccountDbService,
  accountTable,
  lockRow,
  type AccountTx,
  type TableTypesOf,
} from '../../platform/database';
import { AccountTableRepository } from '../../platform/repositories';
import { ListQueryService, type ListSource } from '../../platform/lists';
import type { ListTagsQuery } from './dto/list-tags.query';
import { TAGGED_TABLES } from './tag-contexts';

const SOURCE: ListSource = { table: 'tags' };

const TAGS = accountTable((db) => db.tag, undefined);

/**
 * The tags catalogue of one account, and the names its context's records carry: a rename or
 * delete changes them too, through the records' GIN index on `tags`.
 */
@Injectable()
export class TagsRepository extends AccountTableRepository<TableTypesOf<typeof TAGS>> {
  constructor(
    db: AccountDbService,
    private readonly lists: ListQueryService,
  ) {
    super(db, TAGS);
  }

  list(accountId: number, query: ListTagsQuery): Promise<{ rows: Tag[]; total: number }> {
    const conditions: Prisma.Sql[] = [];
    if (query.context !== undefined)
      conditions.push(Prisma.sql`context = ${query.context}::tag_context`);
    return this.listRows(this.lists, SOURCE, accountId, query, conditions);
  }

  find(accountId: number, id: number, tx?: AccountTx): Promise<Tag | null> {
    return this.findRow(accountId, id, tx);
  }

  /** The tag of this name in the context, if any (names are unique per context). */
  findByName(
    accountId: number,
    context: TagContext,
    name: string,
    tx: AccountTx,
  ): Promise<{ id: number } | null> {
    return this.client(accountId, tx).tag.findFirst({
      where: { context, name },
      select: { id: true },
    });
  }

  /** Locks the tag until `tx` ends (a rename and a delete of it wait for each other). */
  lock(accountId: number, id: number, tx: AccountTx): Promise<boolean> {
    return lockRow(tx, 'tags', accountId, id);
  }

  remove(accountId: number, id: number, tx: AccountTx): Promise<void> {
    return this.deleteRow(accountId, id, tx);
  }

  /** Renames `from` to `to` in the tags of the context's records; their IDs. */
  async renameOnRecords(
    accountId: number,
    context: TagContext,
    from: string,
    to: string,
    tx: AccountTx,
  ): Promise<number[]> {
    return this.changeRecords(
      tx,
      accountId,
      context,
      from,
      Prisma.sql`array_replace(tags, ${from}, ${to})`,
    );
  }

  /** Takes `name` out of the tags of the context's records; their IDs. */
  async removeFromRecords(
    accountId: number,
    context: TagContext,
    name: string,
    tx: AccountTx,
  ): Promise<number[]> {
    return this.changeRecords(
      tx,
      accountId,
      context,
      name,
      Prisma.sql`array_remove(tags, ${name})`,
    );
  }

  /** Sets `tags` of the records carrying `name` (found by the GIN index) and bumps updated_at. */
  private async changeRecords(
    tx: AccountTx,
    accountId: number,
    context: TagContext,
    name: string,
    tags: Prisma.Sql,
  ): Promise<number[]> {
    const rows = await tx.$queryRaw<{ id: number }[]>`
      UPDATE ${Prisma.raw(TAGGED_TABLES[context])}
      SET tags = ${tags}, updated_at = now()
      WHERE account_id = ${accountId} AND tags @> ARRAY[${name}]::text[]
      RETURNING id`;
    return rows.map((row) => row.id).sort((a, b) => a - b);
  }
}
