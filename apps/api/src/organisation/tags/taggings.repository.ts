import { Injectable } from '@nestjs/common';
import { Prisma, type TagContext } from '@faktura/db';
import { AccountDbService, AccountScopedRepository, type AccountTx } from '../../platform/database';
import { TAGGED_TABLES } from './tag-contexts';

/** The `tags` of one record of a tag context (`/taggings/{type}/{id}`). */
@Injectable()
export class TaggingsRepository extends AccountScopedRepository {
  constructor(db: AccountDbService) {
    super(db);
  }

  /** The record's tags; null when the account has no such record. */
  async tagsOf(accountId: number, context: TagContext, id: number): Promise<string[] | null> {
    const rows = await this.client(accountId).$queryRaw<{ tags: string[] }[]>`
      SELECT tags FROM ${Prisma.raw(TAGGED_TABLES[context])}
      WHERE id = ${id} AND account_id = ${accountId}`;
    return rows[0]?.tags ?? null;
  }

  /** The record's tags, its row locked until `tx` ends; null when the account has none. */
  async lockTags(
    accountId: number,
    context: TagContext,
    id: number,
    tx: AccountTx,
  ): Promise<string[] | null> {
    const rows = await tx.$queryRaw<{ tags: string[] }[]>`
      SELECT tags FROM ${Prisma.raw(TAGGED_TABLES[context])}
      WHERE id = ${id} AND account_id = ${accountId}
      FOR UPDATE`;
    return rows[0]?.tags ?? null;
  }

  /** Writes the record's tags (the table's trigger registers new names as tags). */
  async setTags(
    accountId: number,
    context: TagContext,
    id: number,
    tags: readonly string[],
    tx: AccountTx,
  ): Promise<void> {
    await tx.$executeRaw`
      UPDATE ${Prisma.raw(TAGGED_TABLES[context])}
      SET tags = ${[...tags]}::text[], updated_at = now()
      WHERE id = ${id} AND account_id = ${accountId}`;
  }
}
