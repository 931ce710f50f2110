import { Injectable } from '@nestjs/common';
import { Prisma } from '@faktura/db';
import { DomainError, FieldErrorCollector, roundMoney, toDecimal } from '@faktura/domain';
import type { AccountContext } from '../../../platform/auth';
import type { AccountTx } from '../../../platform/database';
import { found } from '../../../platform/errors';
import { DomainEvents, RecordReaders, RecordWritesService } from '../../../platform/events';
import { Page } from '../../../platform/lists';
import type { CreateProjectContractDto } from './dto/create-project-contract.dto';
import type { ListProjectContractsQuery } from './dto/list-project-contracts.query';
import type { ProjectContractResponse } from './dto/project-contract.response';
import type { UpdateProjectContractDto } from './dto/update-project-contract.dto';
import {
  type ProjectContractRow,
  toProjectContractResponse,
} from './project-contract-response.mapper';
import { ProjectContractsRepository } from './project-contracts.repository';

/** The users assigned to a project, each with their rate and budget on it. */
@Injectable()
export class ProjectContractsService extends RecordWritesService<
  ProjectContractRow,
  ProjectContractResponse
> {
  constructor(
    private readonly contracts: ProjectContractsRepository,
    events: DomainEvents,
    readers: RecordReaders,
  ) {
    super('project_contract', contracts, toProjectContractResponse, events, readers);
  }

  async list(
    account: AccountContext,
    projectId: number,
    query: ListProjectContractsQuery,
  ): Promise<Page<ProjectContractResponse>> {
    const { accountId } = account;
    const inProject = [Prisma.sql`project_id = ${projectId}`];
    const page = await this.contracts.list(accountId, query, inProject);
    // Only an empty page can mean the project is missing: a list stays two statements.
    if (page.total === 0 && !(await this.contracts.refersTo(accountId, 'project', projectId)))
      throw DomainError.notFound();
    return Page.of(page, this.toResponse, query);
  }

  async get(
    account: AccountContext,
    projectId: number,
    id: number,
  ): Promise<ProjectContractResponse> {
    return this.toResponse(await this.inProject(account.accountId, projectId, id));
  }

  /** 422 on user_id when the user is not the account's or already has a contract here. */
  create(
    account: AccountContext,
    projectId: number,
    input: CreateProjectContractDto,
  ): Promise<ProjectContractResponse> {
    const { accountId } = account;
    return this.createRecord(account, async (tx) => {
      const { currency } = found(await this.contracts.touchProject(accountId, projectId, tx));
      const errors = new FieldErrorCollector();
      if (!(await this.contracts.refersTo(accountId, 'user', input.user_id, tx)))
        errors.add('user_id', 'does not exist');
      else if (await this.contracts.userHasContract(accountId, projectId, input.user_id, tx))
        errors.add('user_id', 'already has a contract for this project');
      errors.throwIfAny();
      return this.contracts.create(
        accountId,
        {
          ...contractAmounts(input, currency),
          projectId,
          userId: input.user_id,
          billable: input.billable,
          active: input.active,
        },
        tx,
      );
    });
  }

  update(
    account: AccountContext,
    projectId: number,
    id: number,
    input: UpdateProjectContractDto,
  ): Promise<ProjectContractResponse> {
    const { accountId } = account;
    return this.changeRecord(account, async (tx) => {
      const { currency } = found(await this.contracts.touchProject(accountId, projectId, tx));
      await this.inProject(accountId, projectId, id, tx);
      const columns = { ...contractAmounts(input, currency), billable: input.billable };
      return this.contracts.update(accountId, id, { ...columns, active: input.active }, tx);
    });
  }

  /** Deletes the contract and answers it as it was (the reference's 200 with the record). */
  delete(account: AccountContext, projectId: number, id: number): Promise<ProjectContractResponse> {
    const { accountId } = account;
    return this.deleteAnsweringRecord(account, id, async (tx) => {
      found(await this.contracts.touchProject(accountId, projectId, tx));
      await this.inProject(accountId, projectId, id, tx);
      return { remove: () => this.contracts.delete(accountId, id, tx) };
    });
  }

  /** The project's contract `id`; 404 when the project has none of that id. */
  private async inProject(
    accountId: number,
    projectId: number,
    id: number,
    tx?: AccountTx,
  ): Promise<ProjectContractRow> {
    const contract = found(await this.contracts.find(accountId, id, tx));
    if (contract.projectId !== projectId) throw DomainError.notFound();
    return contract;
  }
}

/** The amounts as sent, rounded to the project's currency (absent: unchanged, null: none). */
function contractAmounts(input: UpdateProjectContractDto, currency: string) {
  const rounded = (value: number, field: string) =>
    roundMoney(toDecimal(value, field), currency).toString();
  return {
    hourlyRate: input.hourly_rate == null ? undefined : rounded(input.hourly_rate, 'hourly_rate'),
    budget: input.budget == null ? input.budget : rounded(input.budget, 'budget'),
  };
}
