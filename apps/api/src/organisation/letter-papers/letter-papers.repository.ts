import { Injectable } from '@nestjs/common';
import { Prisma, type LetterPaper } from '@faktura/db';
import { AccountDbService, accountTable, type TableTypesOf } from '../../platform/database';
import type { AccountTx } from '../../platform/database';
import { AccountTableRepository } from '../../platform/repositories';
import { ListQueryService, type ListSource } from '../../platform/lists';
import type { ListLetterPapersQuery } from './dto/list-letter-papers.query';

const SOURCE: ListSource = { table: 'letter_papers' };

const LETTER_PAPERS = accountTable((db) => db.letterPaper, undefined);

/** Letter papers of one account. */
@Injectable()
export class LetterPapersRepository extends AccountTableRepository<
  TableTypesOf<typeof LETTER_PAPERS>
> {
  constructor(
    db: AccountDbService,
    private readonly lists: ListQueryService,
  ) {
    super(db, LETTER_PAPERS);
  }

  /** Every paper that passes the filters, in list order (the list is not paged). */
  async listAll(accountId: number, query: ListLetterPapersQuery): Promise<LetterPaper[]> {
    const conditions: Prisma.Sql[] = [];
    if (query.active !== undefined) conditions.push(Prisma.sql`active = ${query.active}`);
    return (await this.listRows(this.lists, SOURCE, accountId, query, conditions)).rows;
  }

  find(accountId: number, id: number, tx?: AccountTx): Promise<LetterPaper | null> {
    return this.findRow(accountId, id, tx);
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

  delete(accountId: number, id: number, tx?: AccountTx): Promise<void> {
    return this.deleteRow(accountId, id, tx);
  }
}
