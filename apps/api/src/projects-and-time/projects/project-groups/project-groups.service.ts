import { Injectable } from '@nestjs/common';
import { DomainError, FieldErrorCollector, roundMoney, toDecimal } from '@faktura/domain';
import type { AccountContext } from '../../../platform/auth';
import type { AccountTx } from '../../../platform/database';
import { DomainEvents, RecordReaders, RecordedResourceService } from '../../../platform/events';
import type { CreateProjectGroupDto } from './dto/create-project-group.dto';
import type { ListProjectGroupsQuery } from './dto/list-project-groups.query';
import type { ProjectGroupResponse } from './dto/project-group.response';
import type { UpdateProjectGroupDto } from './dto/update-project-group.dto';
import { type ProjectGroupRow, toProjectGroupResponse } from './project-group-response.mapper';
import { ProjectGroupsRepository } from './project-groups.repository';

const MISSING = 'does not exist';

/** Groups of projects, each with a responsible user, a company and a budget. */
@Injectable()
export class ProjectGroupsService extends RecordedResourceService<
  ProjectGroupRow,
  ProjectGroupResponse,
  ListProjectGroupsQuery,
  UpdateProjectGroupDto
> {
  constructor(
    private readonly groups: ProjectGroupsRepository,
    events: DomainEvents,
    readers: RecordReaders,
  ) {
    super('project_group', groups, toProjectGroupResponse, events, readers);
  }

  create(account: AccountContext, input: CreateProjectGroupDto): Promise<ProjectGroupResponse> {
    const { accountId } = account;
    return this.createRecord(account, async (tx) => {
      const columns = await this.columns(accountId, input, null, tx);
      return this.groups.create(accountId, { ...columns, name: input.name }, tx);
    });
  }

  protected async change(current: ProjectGroupRow, input: UpdateProjectGroupDto, tx: AccountTx) {
    const { accountId, id } = current;
    const columns = await this.columns(accountId, input, current, tx);
    return this.groups.update(accountId, id, { ...columns, name: input.name }, tx);
  }

  /** Refuses while projects are in the group: they would lose it without being asked. */
  protected async deletion(account: AccountContext, id: number, tx: AccountTx) {
    const { accountId } = account;
    await this.lockedRecord(await this.groups.lock(accountId, id, tx), accountId, id, tx);
    if ((await this.groups.countProjects(accountId, id, tx)) > 0)
      throw DomainError.rule('Project group cannot be deleted while projects are in it');
    return { remove: () => this.groups.delete(accountId, id, tx) };
  }

  /**
   * The columns the input sets, checked against the account in one go (422 naming each bad
   * field). The budget is rounded to the group's currency as it will be, or the account's
   * default; a new currency rounds the stored budget again.
   */
  private async columns(
    accountId: number,
    input: UpdateProjectGroupDto,
    current: ProjectGroupRow | null,
    tx: AccountTx,
  ) {
    const errors = new FieldErrorCollector();
    const { currencies, defaultCurrency } = await this.groups.currencies(accountId, tx);
    if (input.currency != null && !currencies.includes(input.currency))
      errors.add('currency', 'is not a currency of the account');
    if (
      input.user_id != null &&
      !(await this.groups.refersTo(accountId, 'user', input.user_id, tx))
    )
      errors.add('user_id', MISSING);
    const companyId = input.company_id;
    if (companyId != null && !(await this.groups.refersTo(accountId, 'company', companyId, tx)))
      errors.add('company_id', MISSING);
    errors.throwIfAny();
    const currency = input.currency === undefined ? (current?.currency ?? null) : input.currency;
    const budget =
      input.budget ?? (current && current.currency !== currency ? current.budget : undefined);
    return {
      userId: input.user_id,
      companyId,
      currency: input.currency,
      info: input.info,
      budget:
        budget === undefined
          ? undefined
          : roundMoney(
              toDecimal(budget.toString(), 'budget'),
              currency ?? defaultCurrency,
            ).toString(),
    };
  }
}
