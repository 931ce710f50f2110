import { Injectable } from '@nestjs/common';
import { Prisma, type LetterPaper } from '@faktura/db';
import { AccountDbService } from '../database/account-db.service';
import { AccountScopedRepository } from '../database/account-scoped.repository';
import type { AccountTx } from '../database/account-scope.extension';
import { inIdOrder, ListQueryService, type ListSource } from '../common/lists/list-query.service';
import type { ListLetterPapersQuery } from './dto/list-letter-papers.query';

const SOURCE: ListSource = { table: 'letter_papers' };

/** Letter papers of one account. */
@Injectable()
export class LetterPapersRepository extends AccountScopedRepository {
  constructor(
    db: AccountDbService,
    private readonly lists: ListQueryService,
  ) {
    super(db);
  }

  /** Every paper that passes the filters, in list order (the list is not paged). */
  async listAll(accountId: number, query: ListLetterPapersQuery): Promise<LetterPaper[]> {
    const conditions: Prisma.Sql[] = [];
    if (query.active !== undefined) conditions.push(Prisma.sql`active = ${query.active}`);
    const { ids } = await this.lists.find(accountId, SOURCE, query, conditions);
    const rows = await this.db
      .forAccount(accountId)
      .letterPaper.findMany({ where: { id: { in: ids } } });
    return inIdOrder(rows, ids);
  }

  find(accountId: number, id: number, tx?: AccountTx): Promise<LetterPaper | null> {
    return this.client(accountId, tx).letterPaper.findFirst({ where: { id } });
  }

  findByName(accountId: number, name: string, tx?: AccountTx): Promise<LetterPaper | null> {
    return this.client(accountId, tx).letterPaper.findFirst({ where: { name } });
  }

  /**
   * Creates a plain paper with this name unless one exists. ON CONFLICT DO NOTHING (skipDuplicates)
   * on the (account, name) unique index makes concurrent first requests create exactly one.
   */
  async ensureExists(accountId: number, name: string): Promise<void> {
    await this.transaction(accountId, async (tx) => {
      if (await this.findByName(accountId, name, tx)) return;
      await tx.letterPaper.createMany({
        data: [{ name, html: null, active: true } as Prisma.LetterPaperCreateManyInput],
        skipDuplicates: true,
      });
    });
  }

  create(
    accountId: number,
    data: Omit<Prisma.LetterPaperUncheckedCreateInput, 'accountId'>,
    tx?: AccountTx,
  ): Promise<LetterPaper> {
    return this.client(accountId, tx).letterPaper.create({
      data: data as Prisma.LetterPaperUncheckedCreateInput,
    });
  }

  update(
    accountId: number,
    id: number,
    data: Prisma.LetterPaperUncheckedUpdateInput,
    tx?: AccountTx,
  ): Promise<LetterPaper> {
    return this.client(accountId, tx).letterPaper.update({ where: { id }, data });
  }

  async delete(accountId: number, id: number, tx?: AccountTx): Promise<void> {
    await this.client(accountId, tx).letterPaper.delete({ where: { id } });
  }
}
