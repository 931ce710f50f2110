import { FieldErrorCollector } from '@faktura/domain';
import type { AccountContext } from '../../platform/auth';
import type { AccountDbService, AccountTx } from '../../platform/database';
import { found } from '../../platform/errors';
import type { DomainEvent, DomainEvents } from '../../platform/events';
import { type ListQuery, type ListQueryService, Page } from '../../platform/lists';
import type { TemplateInput, TemplateKind, TemplateRow } from './template.kind';
import { TemplatesRepository } from './templates.repository';

type PagedQuery = ListQuery & { page: number; per_page: number };

/**
 * Task and expense templates: one implementation, the kind says what differs. Each kind's
 * service extends it with its descriptor; every write records `<entity>.created`, `.changed`
 * or `.deleted` in its transaction.
 */
export abstract class TemplatesService<
  Row extends TemplateRow,
  Create extends TemplateInput,
  Response,
> {
  private readonly templates: TemplatesRepository<Row, Create>;

  protected constructor(
    private readonly kind: TemplateKind<Row, Create, Response>,
    db: AccountDbService,
    lists: ListQueryService,
    private readonly events: DomainEvents,
  ) {
    this.templates = new TemplatesRepository(db, lists, kind);
  }

  async list(account: AccountContext, query: PagedQuery): Promise<Page<Response>> {
    const page = await this.templates.list(account.accountId, query);
    return Page.of(page, (row) => this.kind.toResponse(row), query);
  }

  async get(account: AccountContext, id: number): Promise<Response> {
    return this.kind.toResponse(found(await this.templates.find(account.accountId, id)));
  }

  async create(account: AccountContext, input: Create): Promise<Response> {
    const { accountId } = account;
    return this.write(account, 'created', async (tx) => {
      await this.checkRevenueCategory(accountId, input, tx);
      const currency = await this.templates.defaultCurrency(accountId, tx);
      return this.templates.create(accountId, this.kind.columns(input, { currency }), tx);
    });
  }

  async update(account: AccountContext, id: number, input: Partial<Create>): Promise<Response> {
    const { accountId } = account;
    return this.write(account, 'changed', async (tx) => {
      found(await this.templates.find(accountId, id, tx));
      await this.checkRevenueCategory(accountId, input, tx);
      await this.templates.update(accountId, id, this.kind.columns(input, null), tx);
      return id;
    });
  }

  /** Deletes the template and answers it as it was (the expense templates' DELETE shows it). */
  async delete(account: AccountContext, id: number): Promise<Response> {
    const { accountId } = account;
    return this.templates.transaction(accountId, async (tx) => {
      const row = found(await this.templates.find(accountId, id, tx));
      await this.record(tx, account, `${this.kind.entity}.deleted`, id);
      await this.templates.delete(accountId, id, tx);
      return this.kind.toResponse(row);
    });
  }

  /** The account's template `id` as stored, read in `tx`; null when missing. */
  protected findRow(accountId: number, id: number, tx: AccountTx): Promise<Row | null> {
    return this.templates.find(accountId, id, tx);
  }

  /** Runs `write` in one transaction, records the event and answers the record as GET does. */
  private async write(
    account: AccountContext,
    fact: 'created' | 'changed',
    write: (tx: AccountTx) => Promise<number>,
  ): Promise<Response> {
    const { accountId } = account;
    const row = await this.templates.transaction(accountId, async (tx) => {
      const id = await write(tx);
      await this.record(tx, account, `${this.kind.entity}.${fact}`, id);
      return found(await this.templates.find(accountId, id, tx));
    });
    return this.kind.toResponse(row);
  }

  private record(tx: AccountTx, account: AccountContext, type: string, id: number) {
    // The kind's entity has these three events (domain-event.types.ts).
    return this.events.record(tx, account, { type, id } as DomainEvent);
  }

  /** The revenue category must be the account's and open to this kind of template. */
  private async checkRevenueCategory(
    accountId: number,
    input: Partial<TemplateInput>,
    tx: AccountTx,
  ): Promise<void> {
    if (input.revenue_category_id == null) return;
    const errors = new FieldErrorCollector();
    const category = await this.templates.revenueCategory(accountId, input.revenue_category_id, tx);
    if (!category) errors.add('revenue_category_id', 'does not exist');
    else if (category.assignmentKind === this.kind.excludedAssignment)
      errors.add(
        'revenue_category_id',
        category.assignmentKind === 'only_tasks' ? 'is only for tasks' : 'is only for expenses',
      );
    errors.throwIfAny();
  }
}
