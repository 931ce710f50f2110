import { Injectable } from '@nestjs/common';
import { FieldErrorCollector } from '@faktura/domain';
import type { AccountContext } from '../../../platform/auth';
import { found } from '../../../platform/errors';
import { DomainEvents } from '../../../platform/events';
import { FileLinksService } from '../../../platform/files';
import type { BulkProjectExpenseDto } from './dto/bulk-create-project-expenses.dto';
import type { DisregardProjectExpensesDto } from './dto/disregard-project-expenses.dto';
import type { ProjectExpenseResponse } from './dto/project-expense.response';
import { entryOrErrors, ProjectExpenseInputsResolver } from './project-expense-inputs.resolver';
import { checkDisregard } from './project-expense.disregard';
import { expenseResponse } from './project-expenses.mapper';
import { ProjectExpensesRepository } from './project-expenses.repository';

/** A bulk body may hold up to a thousand expenses: more than the usual transaction time. */
const BULK_TIMEOUT_MS = 30_000;

/** Writes to several expenses of a project at once: a bulk creation, a disregard. */
@Injectable()
export class ProjectExpenseBatchesService {
  constructor(
    private readonly expenses: ProjectExpensesRepository,
    private readonly inputs: ProjectExpenseInputsResolver,
    private readonly events: DomainEvents,
    private readonly links: FileLinksService,
  ) {}

  /**
   * Creates every expense of a bulk body in one transaction, or none: the 422 names each bad
   * entry's fields (`bulk_data[2].title`). Answers them in the body's order.
   */
  async bulkCreate(
    account: AccountContext,
    projectId: number,
    entries: BulkProjectExpenseDto[],
  ): Promise<ProjectExpenseResponse[]> {
    const { accountId } = account;
    const rows = await this.expenses.transaction(
      accountId,
      async (tx) => {
        const project = found(await this.expenses.shareProject(accountId, projectId, tx));
        const errors = new FieldErrorCollector();
        const columns = [];
        for (const [index, entry] of entries.entries()) {
          const work = () => this.inputs.newExpense(account, project, entry, tx);
          columns.push(await entryOrErrors(errors, `bulk_data[${index}].`, work));
        }
        errors.throwIfAny();
        const ids: number[] = [];
        for (const entry of columns)
          if (entry) ids.push((await this.expenses.create(accountId, entry, tx)).id);
        await this.events.record(tx, account, { type: 'expenses.created', ids });
        return this.expenses.findMany(accountId, ids, tx);
      },
      { timeoutMs: BULK_TIMEOUT_MS },
    );
    return rows.map((row) => expenseResponse(row, this.links));
  }

  /**
   * Takes unbilled expenses of the project out of billing (billable false) and keeps the
   * reason; a billed one or an ID the project lacks is a 422 on expense_ids naming them.
   */
  async disregard(
    account: AccountContext,
    projectId: number,
    input: DisregardProjectExpensesDto,
  ): Promise<void> {
    const { accountId } = account;
    await this.expenses.transaction(accountId, async (tx) => {
      found(await this.expenses.shareProject(accountId, projectId, tx));
      const locked = await this.expenses.lockMany(accountId, projectId, input.expense_ids, tx);
      const ids = checkDisregard(input.expense_ids, locked);
      await this.expenses.disregard(accountId, ids, input.reason, tx);
      await this.events.record(tx, account, { type: 'expenses.disregarded', ids });
    });
  }
}
