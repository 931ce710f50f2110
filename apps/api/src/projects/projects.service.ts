import { Injectable } from '@nestjs/common';
import type { Prisma } from '@faktura/db';
import { DomainError, roundMoney, toDecimal } from '@faktura/domain';
import type { AccountContext } from '../common/auth/account-context';
import { CustomPropertiesService } from '../common/custom-properties/custom-properties.service';
import { readListParams } from '../common/lists/list-params';
import { Page } from '../common/lists/page';
import { QueryReader } from '../common/lists/query-reader';
import { NumberingService } from '../common/numbering/numbering.service';
import type { AccountTx } from '../database/account-scope.extension';
import type { CreateProjectDto } from './dto/create-project.dto';
import type { ProjectResponse } from './dto/project.response';
import type { UpdateProjectDto } from './dto/update-project.dto';
import { accountToday } from './account-today';
import { projectColumns, toProjectResponse } from './project-response.mapper';
import { type ProjectRow, ProjectsRepository } from './projects.repository';

/** API fields that sort_by accepts, and their columns. */
export const PROJECT_SORT_FIELDS = {
  id: 'id',
  identifier: 'identifier',
  name: 'name',
  created_at: 'created_at',
  updated_at: 'updated_at',
} as const;

/** Customer projects: what offers, invoices, activities and expenses are grouped by. */
@Injectable()
export class ProjectsService {
  constructor(
    private readonly projects: ProjectsRepository,
    private readonly customProperties: CustomPropertiesService,
    private readonly numbering: NumberingService,
  ) {}

  async list(
    account: AccountContext,
    query: Record<string, unknown>,
  ): Promise<Page<ProjectResponse>> {
    const reader = new QueryReader(query);
    const params = readListParams(reader, PROJECT_SORT_FIELDS);
    const { rows, total } = await this.projects.list(account.accountId, params, reader);
    return new Page(rows.map(toProjectResponse), total, params.page, params.perPage);
  }

  async get(account: AccountContext, id: number): Promise<ProjectResponse> {
    const project = await this.projects.find(account.accountId, id);
    if (!project) throw DomainError.notFound();
    return toProjectResponse(project);
  }

  async create(account: AccountContext, input: CreateProjectDto): Promise<ProjectResponse> {
    const { accountId } = account;
    // Resolved before the transaction: the identifier's sequence row stays locked until commit,
    // so the transaction should hold it as briefly as possible.
    const customProperties = await this.customProperties.resolve(
      accountId,
      'Project',
      input.custom_properties,
    );
    const project = await this.projects.transaction(accountId, async (tx) => {
      const { timeZone } = await this.check(accountId, input, null, tx);
      const identifier = await this.numbering.next(
        tx,
        accountId,
        'project',
        accountToday(timeZone),
      );
      return this.projects.create(
        accountId,
        {
          ...projectColumns(input),
          name: input.name,
          identifier,
          companyId: input.customer_id,
          currency: input.currency,
          leaderId: input.leader_id ?? null,
          billingContactId: input.billing_contact_id ?? null,
          hourlyRate: rate(input.hourly_rate, input.currency) ?? null,
          customProperties: customProperties as Prisma.InputJsonObject,
        },
        tx,
      );
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
      const current = await this.projects.find(accountId, id, tx);
      if (!current) throw DomainError.notFound();
      await this.check(accountId, input, current, tx);
      const customProperties = await this.customProperties.resolve(
        accountId,
        'Project',
        input.custom_properties,
        current.customProperties as Record<string, unknown>,
      );
      const currency = input.currency ?? current.currency;
      // A new currency re-rounds the stored rate, so it never has more digits than it allows.
      const hourlyRate =
        input.hourly_rate !== undefined || currency === current.currency
          ? rate(input.hourly_rate, currency)
          : rate(current.hourlyRate?.toString() ?? null, currency);
      return this.projects.update(
        accountId,
        id,
        {
          ...projectColumns(input),
          companyId: input.customer_id,
          currency: input.currency,
          leaderId: input.leader_id,
          billingContactId: input.billing_contact_id,
          hourlyRate,
          customProperties: customProperties as Prisma.InputJsonObject,
        },
        tx,
      );
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
      await this.projects.delete(accountId, project, account.userId, tx);
    });
  }

  /**
   * Checks the sent fields against the account in one go, so a 422 names every bad field:
   * currency, customer, leader and billing contact (a contact of the customer or of no company).
   * Returns the account's time zone for the identifier's year.
   */
  private async check(
    accountId: number,
    input: UpdateProjectDto,
    current: ProjectRow | null,
    tx: AccountTx,
  ): Promise<{ timeZone: string }> {
    const errors: Record<string, string[]> = {};
    const { currencies, timeZone } = await this.projects.settings(accountId, tx);
    if (input.currency !== undefined && !currencies.includes(input.currency)) {
      errors.currency = ['is not a currency of the account'];
    } else if (current && input.currency !== undefined && input.currency !== current.currency) {
      const { offers, invoices, expenses } = await this.projects.usage(accountId, current.id, tx);
      if (offers + invoices + expenses > 0)
        errors.currency = ['cannot change while the project has offers, invoices or expenses'];
    }
    const customerId = input.customer_id ?? current?.companyId;
    if (input.customer_id !== undefined) {
      if (!(await this.projects.companyExists(accountId, input.customer_id, tx)))
        errors.customer_id = ['does not exist'];
    }
    if (
      input.leader_id != null &&
      !(await this.projects.userExists(accountId, input.leader_id, tx))
    )
      errors.leader_id = ['does not exist'];
    const contactId =
      input.billing_contact_id === undefined ? current?.billingContactId : input.billing_contact_id;
    // An untouched contact is checked again only when the customer changes under it.
    if (
      contactId != null &&
      (input.billing_contact_id != null || input.customer_id !== undefined)
    ) {
      const contact = await this.projects.contactCompany(accountId, contactId, tx);
      if (!contact) errors.billing_contact_id = ['does not exist'];
      else if (contact.companyId !== null && contact.companyId !== customerId)
        errors.billing_contact_id = ['must be a contact of the customer'];
    }
    if (Object.keys(errors).length > 0) throw DomainError.validation(errors);
    return { timeZone };
  }
}

/** The stored rate, rounded to the currency; null clears it, undefined leaves it unchanged. */
function rate(value: number | string | null | undefined, currency: string) {
  if (value === undefined || value === null) return value;
  return roundMoney(toDecimal(value, 'hourly_rate'), currency).toString();
}
