import { Injectable } from '@nestjs/common';
import type { LetterPaper } from '@faktura/db';
import { DomainError } from '@faktura/domain';
import type { AccountContext } from '../../platform/auth';
import type { AccountTx } from '../../platform/database';
import { FileLinksService } from '../../platform/files';
import type { CreateLetterPaperDto } from './dto/create-letter-paper.dto';
import type { LetterPaperResponse } from './dto/letter-paper.response';
import type { ListLetterPapersQuery } from './dto/list-letter-papers.query';
import type { UpdateLetterPaperDto } from './dto/update-letter-paper.dto';
import { templateOf, toLetterPaperResponse } from './letter-paper.mapper';
import { LetterPapersRepository } from './letter-papers.repository';
import { refuseIfTaken, found } from '../../platform/errors';
/** The paper PDFs use when a request names none; every account has one (interface: "White"). */
export const DEFAULT_LETTER_PAPER = 'White';

/** Letter papers: the HTML/CSS frames PDFs of offers and invoices are rendered on. */
@Injectable()
export class LetterPapersService {
  constructor(
    private readonly papers: LetterPapersRepository,
    private readonly links: FileLinksService,
  ) {}

  /**
   * Lists every paper as one plain array, as the reference does (no pages, so `page` and
   * `per_page` are ignored like any unknown parameter); an account without White gets it first.
   */
  async list(
    account: AccountContext,
    query: ListLetterPapersQuery,
  ): Promise<LetterPaperResponse[]> {
    await this.papers.ensureExists(account.accountId, DEFAULT_LETTER_PAPER);
    const rows = await this.papers.listAll(account.accountId, query);
    return rows.map((paper) => this.toResponse(account.accountId, paper));
  }

  /** Whether the account has the letter paper; for documents that print on one. */
  async exists(accountId: number, id: number, tx?: AccountTx): Promise<boolean> {
    return (await this.papers.find(accountId, id, tx)) !== null;
  }

  async get(account: AccountContext, id: number): Promise<LetterPaperResponse> {
    const paper = found(await this.papers.find(account.accountId, id));
    return this.toResponse(account.accountId, paper);
  }

  async create(account: AccountContext, input: CreateLetterPaperDto): Promise<LetterPaperResponse> {
    const paper = await this.papers.transaction(account.accountId, async (tx) => {
      await refuseIfTaken('name', this.papers.findByName(account.accountId, input.name, tx), null);
      return this.papers.create(
        account.accountId,
        { name: input.name, html: templateOf(input) ?? null, active: input.active ?? true },
        tx,
      );
    });
    return this.toResponse(account.accountId, paper);
  }

  async update(
    account: AccountContext,
    id: number,
    input: UpdateLetterPaperDto,
  ): Promise<LetterPaperResponse> {
    const paper = await this.papers.transaction(account.accountId, async (tx) => {
      const current = found(await this.papers.find(account.accountId, id, tx));
      // Renaming or retiring White would leave PDFs without their default paper.
      if (current.name === DEFAULT_LETTER_PAPER) {
        if (input.name !== undefined && input.name !== DEFAULT_LETTER_PAPER)
          throw DomainError.rule('The default letter paper White cannot be renamed');
        if (input.active === false)
          throw DomainError.rule('The default letter paper White cannot be deactivated');
      }
      if (input.name !== undefined)
        await refuseIfTaken('name', this.papers.findByName(account.accountId, input.name, tx), id);
      return this.papers.update(
        account.accountId,
        id,
        { name: input.name, html: templateOf(input), active: input.active },
        tx,
      );
    });
    return this.toResponse(account.accountId, paper);
  }

  async remove(account: AccountContext, id: number): Promise<void> {
    await this.papers.transaction(account.accountId, async (tx) => {
      const paper = found(await this.papers.find(account.accountId, id, tx));
      if (paper.name === DEFAULT_LETTER_PAPER)
        throw DomainError.rule('The default letter paper White cannot be deleted');
      await this.papers.delete(account.accountId, id, tx);
    });
  }

  private toResponse(accountId: number, paper: LetterPaper): LetterPaperResponse {
    return toLetterPaperResponse(paper, (fileId) => this.links.url(accountId, fileId));
  }
}
