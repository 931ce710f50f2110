import { Injectable } from '@nestjs/common';
import { DomainError } from '@faktura/domain';
import type { AccountContext } from '../../platform/auth';
import type { AccountTx } from '../../platform/database';
import { Page } from '../../platform/lists';
import type { ListQuery } from '../../platform/lists';
import { CategoriesRepository } from './categories.repository';
import type { CategoryInput, CategoryKind, CategoryRow } from './category.kind';
import { found } from '../../platform/errors';

/** Revenue and purchase categories: one implementation, the kind says what differs. */
@Injectable()
export class CategoriesService {
  constructor(private readonly categories: CategoriesRepository) {}

  /** One page of matching categories, with the paging headers. */
  async listPage<Row extends CategoryRow, Create extends CategoryInput, Response, Query>(
    kind: CategoryKind<Row, Create, Response, Query>,
    account: AccountContext,
    query: Query & ListQuery & { page: number; per_page: number },
  ): Promise<Page<Response>> {
    const { rows, total } = await this.categories.list(kind, account.accountId, query);
    return new Page(
      rows.map((row) => kind.toResponse(row)),
      total,
      query.page,
      query.per_page,
    );
  }

  /** Every matching category as a plain array, for a list the reference does not page. */
  async listAll<Row extends CategoryRow, Create extends CategoryInput, Response, Query>(
    kind: CategoryKind<Row, Create, Response, Query>,
    account: AccountContext,
    query: Query & ListQuery,
  ): Promise<Response[]> {
    const { rows } = await this.categories.list(kind, account.accountId, query);
    return rows.map((row) => kind.toResponse(row));
  }

  async get<Row extends CategoryRow, Create extends CategoryInput, Response>(
    kind: CategoryKind<Row, Create, Response>,
    account: AccountContext,
    id: number,
  ): Promise<Response> {
    const category = found(await this.categories.find(kind, account.accountId, id));
    return kind.toResponse(category);
  }

  async create<Row extends CategoryRow, Create extends CategoryInput, Response>(
    kind: CategoryKind<Row, Create, Response>,
    account: AccountContext,
    input: Create,
  ): Promise<Response> {
    const row = await this.categories.create(kind, account.accountId, kind.columns(input, true));
    return kind.toResponse(row);
  }

  async update<Row extends CategoryRow, Create extends CategoryInput, Response>(
    kind: CategoryKind<Row, Create, Response>,
    account: AccountContext,
    id: number,
    input: Partial<Create>,
  ): Promise<Response> {
    const { accountId } = account;
    const row = await this.withCategory(kind, accountId, id, (tx) =>
      this.categories.update(kind, accountId, id, kind.columns(input, false), tx),
    );
    return kind.toResponse(row);
  }

  async remove<Row extends CategoryRow, Create extends CategoryInput, Response>(
    kind: CategoryKind<Row, Create, Response>,
    account: AccountContext,
    id: number,
  ): Promise<void> {
    const { accountId } = account;
    await this.withCategory(kind, accountId, id, async (tx) => {
      if ((await this.categories.usageCount(kind, accountId, id, tx)) > 0)
        throw DomainError.rule(kind.inUseMessage);
      if (!(await this.categories.delete(kind, accountId, id, tx)))
        throw DomainError.rule(kind.inUseMessage);
    });
  }

  /** Runs `work` in one transaction once the account's category `id` is found (else 404). */
  private withCategory<Row extends CategoryRow, Create extends CategoryInput, Response, T>(
    kind: CategoryKind<Row, Create, Response>,
    accountId: number,
    id: number,
    work: (tx: AccountTx) => PromiseLike<T>,
  ): Promise<T> {
    return this.categories.transaction(accountId, async (tx) => {
      if (!(await this.categories.find(kind, accountId, id, tx))) throw DomainError.notFound();
      return work(tx);
    });
  }
}
