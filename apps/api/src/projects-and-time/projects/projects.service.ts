import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { Prisma } from '@faktura/db';
import { DomainError } from '@faktura/domain';
import type { AccountContext } from '../../platform/auth/account-context';
import { CustomPropertiesService } from '../../platform/custom-properties/custom-properties.service';
import { Page } from '../../platform/lists/page';
import { NumberingService } from '../../platform/numbering/numbering.service';
import type { CreateProjectDto } from './dto/create-project.dto';
import type { ProjectResponse } from './dto/project.response';
import type { UpdateProjectDto } from './dto/update-project.dto';
import { accountToday } from './account-today';
import { projectColumns } from './project-columns';
import { checkProjectInput } from './project-input.checker';
import { toProjectResponse } from './project-response.mapper';
import { ProjectsRepository } from './projects.repository';
import { found } from '../../platform/errors/found';
import type { ListProjectsQuery } from './dto/list-projects.query';
import type { AccountTx } from '../../platform/database/account-scope.extension';
import { DomainEvents } from '../../platform/events/domain-events.service';
import { RecordReaders } from '../../platform/events/record-readers.service';

/** Customer projects: what offers, invoices, activities and expenses are grouped by. */
@Injectable()
export class ProjectsService implements OnModuleInit {
  constructor(
    private readonly projects: ProjectsRepository,
    private readonly customProperties: CustomPropertiesService,
    private readonly numbering: NumberingService,
    private readonly events: DomainEvents,
    private readonly readers: RecordReaders,
  ) {}

  onModuleInit(): void {
    this.readers.register('project', (accountId, id, tx) => this.load(accountId, id, tx));
  }

  async list(account: AccountContext, query: ListProjectsQuery): Promise<Page<ProjectResponse>> {
    const { rows, total } = await this.projects.list(account.accountId, query);
    return new Page(rows.map(toProjectResponse), total, query.page, query.per_page);
  }

  async get(account: AccountContext, id: number): Promise<ProjectResponse> {
    return found(await this.load(account.accountId, id));
  }

  private async load(
    accountId: number,
    id: number,
    tx?: AccountTx,
  ): Promise<ProjectResponse | null> {
    const project = await this.projects.find(accountId, id, tx);
    return project && toProjectResponse(project);
  }

  async create(account: AccountContext, input: CreateProjectDto): Promise<ProjectResponse> {
    const { accountId } = account;
    const companyId = input.company_id ?? input.customer_id;
    // The DTO already demands one of the two; this only narrows the type.
    if (companyId === undefined) throw DomainError.validation({ company_id: ['is required'] });
    // Resolved before the transaction: the identifier's sequence row stays locked until commit,
    // so the transaction should hold it as briefly as possible.
    const customProperties = await this.customProperties.resolve(
      accountId,
      'Project',
      input.custom_properties,
    );
    const project = await this.projects.transaction(accountId, async (tx) => {
      const { timeZone } = await checkProjectInput(this.projects, accountId, input, null, tx);
      const identifier = await this.numbering.next(
        tx,
        accountId,
        'project',
        accountToday(timeZone),
      );
      const created = await this.projects.create(
        accountId,
        {
          ...projectColumns(input, null, new Date()),
          name: input.name,
          identifier,
          companyId,
          currency: input.currency,
          customProperties: customProperties as Prisma.InputJsonObject,
        },
        tx,
      );
      await this.events.record(tx, account, { type: 'project.created', id: created.id });
      return created;
    });
    return toProjectResponse(project);
  }

  async update(
    account: AccountContext,
    id: number,
    input: UpdateProjectDto,
  ): Promise<ProjectResponse> {
    const { accountId } = account;
    const project = await this.projects.transaction(accountId, async (tx) => {
      const current = found(await this.projects.find(accountId, id, tx));
      await checkProjectInput(this.projects, accountId, input, current, tx);
      const customProperties = await this.customProperties.resolve(
        accountId,
        'Project',
        input.custom_properties,
        current.customProperties as Record<string, unknown>,
      );
      const updated = await this.projects.update(
        accountId,
        id,
        {
          ...projectColumns(input, current, new Date()),
          customProperties: customProperties as Prisma.InputJsonObject,
        },
        tx,
      );
      await this.events.record(tx, account, { type: 'project.changed', id });
      return updated;
    });
    return toProjectResponse(project);
  }

  /** Refuses while bookings or documents refer to the project; its tasks go with it. */
  async delete(account: AccountContext, id: number): Promise<void> {
    const { accountId } = account;
    await this.projects.transaction(accountId, async (tx) => {
      const project = (await this.projects.lock(accountId, id, tx))
        ? await this.projects.find(accountId, id, tx)
        : null;
      if (!project) throw DomainError.notFound();
      const usage = await this.projects.usage(accountId, id, tx);
      const usedBy = Object.entries(usage)
        .filter(([, count]) => count > 0)
        .map(([resource]) => resource);
      if (usedBy.length > 0) {
        throw DomainError.rule(`Project cannot be deleted while it has ${usedBy.join(', ')}`);
      }
      const { customProperties } = project;
      await this.events.record(tx, account, { type: 'project.deleted', id, customProperties });
      await this.projects.delete(accountId, project, account.userId, tx);
    });
  }
}
