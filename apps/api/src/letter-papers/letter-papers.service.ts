import { Injectable } from '@nestjs/common';
import type { LetterPaper } from '@faktura/db';
import { DomainError } from '@faktura/domain';
import type { AccountContext } from '../common/auth/account-context';
import { readListParams } from '../common/lists/list-params';
import { Page } from '../common/lists/page';
import { QueryReader } from '../common/lists/query-reader';
import { apiTimestamp } from '../common/serialization/api-format';
import type { AccountTx } from '../database/account-scope.extension';
import type { CreateLetterPaperDto } from './dto/create-letter-paper.dto';
import type { LetterPaperDetailResponse, LetterPaperResponse } from './dto/letter-paper.response';
import type { UpdateLetterPaperDto } from './dto/update-letter-paper.dto';
import { LetterPapersRepository } from './letter-papers.repository';

/** The paper PDFs use when a request names none; every account has one (interface: "White"). */
export const DEFAULT_LETTER_PAPER = 'White';

/** API fields that sort_by accepts, and their columns. */
export const LETTER_PAPER_SORT_FIELDS = {
  id: 'id',
  name: 'name',
  active: 'active',
  created_at: 'created_at',
  updated_at: 'updated_at',
} as const;

/** Letter papers: the HTML/CSS frames PDFs of offers and invoices are rendered on. */
@Injectable()
export class LetterPapersService {
  constructor(private readonly papers: LetterPapersRepository) {}

  /** Lists the papers; an account that has no White paper yet gets it first. */
  async list(
    account: AccountContext,
    query: Record<string, unknown>,
  ): Promise<Page<LetterPaperResponse>> {
    const reader = new QueryReader(query);
    const params = readListParams(reader, LETTER_PAPER_SORT_FIELDS);
    await this.papers.ensureExists(account.accountId, DEFAULT_LETTER_PAPER);
    const { rows, total } = await this.papers.list(account.accountId, params, reader);
    return new Page(rows.map(toLetterPaperResponse), total, params.page, params.perPage);
  }

  async get(account: AccountContext, id: number): Promise<LetterPaperDetailResponse> {
    const paper = await this.papers.find(account.accountId, id);
    if (!paper) throw DomainError.notFound();
    return toLetterPaperDetailResponse(paper);
  }

  async create(
    account: AccountContext,
    input: CreateLetterPaperDto,
  ): Promise<LetterPaperDetailResponse> {
    const paper = await this.papers.transaction(account.accountId, async (tx) => {
      await this.assertNameFree(account.accountId, input.name, null, tx);
      return this.papers.create(
        account.accountId,
        { name: input.name, html: input.html ?? null, active: input.active ?? true },
        tx,
      );
    });
    return toLetterPaperDetailResponse(paper);
  }

  async update(
    account: AccountContext,
    id: number,
    input: UpdateLetterPaperDto,
  ): Promise<LetterPaperDetailResponse> {
    const paper = await this.papers.transaction(account.accountId, async (tx) => {
      const current = await this.papers.find(account.accountId, id, tx);
      if (!current) throw DomainError.notFound();
      // Renaming or retiring White would leave PDFs without their default paper.
      if (current.name === DEFAULT_LETTER_PAPER) {
        if (input.name !== undefined && input.name !== DEFAULT_LETTER_PAPER)
          throw DomainError.rule('The default letter paper White cannot be renamed');
        if (input.active === false)
          throw DomainError.rule('The default letter paper White cannot be deactivated');
      }
      if (input.name !== undefined)
        await this.assertNameFree(account.accountId, input.name, id, tx);
      return this.papers.update(
        account.accountId,
        id,
        { name: input.name, html: input.html, active: input.active },
        tx,
      );
    });
    return toLetterPaperDetailResponse(paper);
  }

  async remove(account: AccountContext, id: number): Promise<void> {
    await this.papers.transaction(account.accountId, async (tx) => {
      const paper = await this.papers.find(account.accountId, id, tx);
      if (!paper) throw DomainError.notFound();
      if (paper.name === DEFAULT_LETTER_PAPER)
        throw DomainError.rule('The default letter paper White cannot be deleted');
      await this.papers.delete(account.accountId, id, tx);
    });
  }

  private async assertNameFree(
    accountId: number,
    name: string,
    ownId: number | null,
    tx: AccountTx,
  ) {
    const existing = await this.papers.findByName(accountId, name, tx);
    if (existing && existing.id !== ownId)
      throw DomainError.validation({ name: ['has already been taken'] });
  }
}

/** The list shape of a letter paper. */
export function toLetterPaperResponse(paper: LetterPaper): LetterPaperResponse {
  return {
    id: paper.id,
    name: paper.name,
    active: paper.active,
    created_at: apiTimestamp(paper.createdAt),
    updated_at: apiTimestamp(paper.updatedAt),
  };
}

/** The detail shape of a letter paper, with its HTML. */
export function toLetterPaperDetailResponse(paper: LetterPaper): LetterPaperDetailResponse {
  return { ...toLetterPaperResponse(paper), html: paper.html };
}
