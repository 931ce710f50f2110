import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '@faktura/domain';
import type { AccountContext } from '../../platform/auth';
import { CustomPropertiesService } from '../../platform/custom-properties';
import { NumberingService } from '../../platform/numbering';
import { PUBLIC_URL } from '../../platform/config';
import type { CreateProjectDto } from './dto/create-project.dto';
import type { ProjectResponse } from './dto/project.response';
import type { UpdateProjectDto } from './dto/update-project.dto';
import { accountToday } from './account-today';
import { projectColumns } from './project-columns';
import { checkProjectInput } from './project-input.checker';
import { toProjectResponse } from './project-response.mapper';
import { type ProjectRow, ProjectsRepository } from './projects.repository';
import type { ListProjectsQuery } from './dto/list-projects.query';
import { DomainEvents, RecordReaders, RecordedResourceService } from '../../platform/events';
import type { AccountTx } from '../../platform/database';
import { refuseWhileUsed } from '../../platform/errors';
import type { Page } from '../../platform/lists';
import { CompaniesService, type ListCompaniesQuery } from '../../crm/companies';

/** Customer projects: what offers, invoices, activities and expenses are grouped by. */
@Injectable()
export class ProjectsService extends RecordedResourceService<
  ProjectRow,
  ProjectResponse,
  ListProjectsQuery,
  UpdateProjectDto
> {
  constructor(
    private readonly projects: ProjectsRepository,
    private readonly customProperties: CustomPropertiesService,
    private readonly numbering: NumberingService,
    private readonly companies: CompaniesService,
    events: DomainEvents,
    readers: RecordReaders,
    @Inject(PUBLIC_URL) publicUrl: string,
  ) {
    super('project', projects, (row) => toProjectResponse(row, publicUrl), events, readers);
  }

  /**
   * A page of projects; with `include_company` each customer is the company's full record, read
   * for the page's customers in one list (archived customers included).
   */
  override async list(
    account: AccountContext,
    query: ListProjectsQuery,
  ): Promise<Page<ProjectResponse>> {
    const page = await super.list(account, query);
    if (query.include_company !== true || page.items.length === 0) return page;
    const ids = [...new Set(page.items.map((project) => project.customer.id))];
    const customers = await this.companies.list(account, {
      ids,
      page: 1,
      per_page: ids.length,
      include_archived: true,
      custom_properties: {},
    } as ListCompaniesQuery);
    const byId = new Map(customers.items.map((company) => [company.id, company]));
    return page.map((project) => ({
      ...project,
      customer: byId.get(project.customer.id) ?? project.customer,
    }));
  }

  async create(account: AccountContext, input: CreateProjectDto): Promise<ProjectResponse> {
    const { accountId } = account;
    const companyId = input.company_id ?? input.customer_id;
    // The DTO already demands one of the two; this only narrows the type.
    if (companyId === undefined) throw DomainError.validation({ company_id: ['is required'] });
    // Resolved before the transaction: the identifier's sequence row stays locked until commit,
    // so the transaction should hold it as briefly as possible.
    const customProperties = await this.customProperties.column(
      accountId,
      'Project',
      input.custom_properties,
    );
    return this.createRecord(account, async (tx) => {
      const { timeZone } = await checkProjectInput(this.projects, accountId, input, null, tx);
      const identifier = await this.numbering.next(
        tx,
        accountId,
        'project',
        accountToday(timeZone),
      );
      const columns = { ...projectColumns(input, null, new Date()), name: input.name, identifier };
      return this.projects.create(
        accountId,
        { ...columns, companyId, currency: input.currency, customProperties },
        tx,
      );
    });
  }

  protected async change(current: ProjectRow, input: UpdateProjectDto, tx: AccountTx) {
    const { accountId, id } = current;
    await checkProjectInput(this.projects, accountId, input, current, tx);
    const customProperties = await this.customProperties.column(
      accountId,
      'Project',
      input.custom_properties,
      current,
    );
    const columns = { ...projectColumns(input, current, new Date()), customProperties };
    return this.projects.update(accountId, id, columns, tx);
  }

  /** Refuses while bookings or documents refer to the project; its tasks go with it. */
  protected async deletion(account: AccountContext, id: number, tx: AccountTx) {
    const { accountId } = account;
    const locked = await this.projects.lock(accountId, id, tx);
    const project = await this.lockedRecord(locked, accountId, id, tx);
    const usage = await this.projects.usage(accountId, id, tx);
    refuseWhileUsed(usage, (usedBy) => `Project cannot be deleted while it has ${usedBy}`);
    const remove = () => this.projects.delete(accountId, project, account.userId, tx);
    return { customProperties: project.customProperties, remove };
  }
}
