import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { AccountTx } from '../../platform/database/account-scope.extension';
import type { Prisma } from '@faktura/db';
import { DomainError } from '@faktura/domain';
import type { AccountContext } from '../../platform/auth/account-context';
import { CustomPropertiesService } from '../../platform/custom-properties/custom-properties.service';
import { Page } from '../../platform/lists/page';
import { CompaniesRepository } from './companies.repository';
import { companyColumns } from './company-columns';
import { CompanyInputResolver } from './company-input.resolver';
import { toCompanyResponse } from './company-response.mapper';
import type { CompanyResponse } from './dto/company.response';
import type { CreateCompanyDto } from './dto/create-company.dto';
import type { ListCompaniesQuery } from './dto/list-companies.query';
import type { UpdateCompanyDto } from './dto/update-company.dto';
import { found } from '../../platform/errors/found';
import { DomainEvents } from '../../platform/events/domain-events.service';
import { RecordReaders } from '../../platform/events/record-readers.service';

/** Customers, suppliers and organizations: the parties documents are made out to or come from. */
@Injectable()
export class CompaniesService implements OnModuleInit {
  constructor(
    private readonly companies: CompaniesRepository,
    private readonly inputs: CompanyInputResolver,
    private readonly customProperties: CustomPropertiesService,
    private readonly events: DomainEvents,
    private readonly readers: RecordReaders,
  ) {}

  onModuleInit(): void {
    this.readers.register('company', (accountId, id, tx) => this.load(accountId, id, tx));
  }

  /** Whether the account has company `id`; for records that refer to one. */
  exists(accountId: number, id: number, tx?: AccountTx): Promise<boolean> {
    return this.companies.exists(accountId, id, tx);
  }

  async list(account: AccountContext, query: ListCompaniesQuery): Promise<Page<CompanyResponse>> {
    const { rows, total } = await this.companies.list(account.accountId, query);
    return new Page(rows.map(toCompanyResponse), total, query.page, query.per_page);
  }

  async get(account: AccountContext, id: number): Promise<CompanyResponse> {
    return found(await this.load(account.accountId, id));
  }

  private async load(
    accountId: number,
    id: number,
    tx?: AccountTx,
  ): Promise<CompanyResponse | null> {
    const company = await this.companies.find(accountId, id, tx);
    return company && toCompanyResponse(company);
  }

  async create(account: AccountContext, input: CreateCompanyDto): Promise<CompanyResponse> {
    const { accountId } = account;
    const company = await this.companies.transaction(accountId, async (tx) => {
      const references = await this.inputs.resolve(accountId, input, true, tx);
      const customProperties = await this.customProperties.resolve(
        accountId,
        'Company',
        input.custom_properties,
      );
      const created = await this.companies.create(
        accountId,
        {
          ...companyColumns(input),
          ...references,
          type: input.type,
          name: input.name,
          customProperties: customProperties as Prisma.InputJsonObject,
        },
        tx,
      );
      await this.events.record(tx, account, { type: 'company.created', id: created.id });
      return created;
    });
    return toCompanyResponse(company);
  }

  async update(
    account: AccountContext,
    id: number,
    input: UpdateCompanyDto,
  ): Promise<CompanyResponse> {
    const { accountId } = account;
    const company = await this.companies.transaction(accountId, async (tx) => {
      const current = found(await this.companies.find(accountId, id, tx));
      const references = await this.inputs.resolve(accountId, input, false, tx);
      const customProperties = await this.customProperties.resolve(
        accountId,
        'Company',
        input.custom_properties,
        current.customProperties as Record<string, unknown>,
      );
      const updated = await this.companies.update(
        accountId,
        id,
        {
          ...companyColumns(input),
          ...references,
          customProperties: customProperties as Prisma.InputJsonObject,
        },
        tx,
      );
      await this.events.record(tx, account, { type: 'company.changed', id });
      return updated;
    });
    return toCompanyResponse(company);
  }

  /**
   * Archiving hides the company from lists (unless `include_archived`) and marks it inactive; it
   * keeps the time of the first archiving when archived again. Documents may still refer to it.
   */
  async setArchived(
    account: AccountContext,
    id: number,
    archived: boolean,
  ): Promise<CompanyResponse> {
    const { accountId } = account;
    const company = await this.companies.transaction(accountId, async (tx) => {
      const current = found(await this.companies.find(accountId, id, tx));
      const archivedAt = archived ? (current.archivedAt ?? new Date()) : null;
      const updated = await this.companies.update(
        accountId,
        id,
        { active: !archived, archivedAt },
        tx,
      );
      const type = archived ? 'company.archived' : 'company.unarchived';
      await this.events.record(tx, account, { type, id });
      return updated;
    });
    return toCompanyResponse(company);
  }

  /** Refuses while documents, projects or deals refer to the company, whatever the foreign keys do. */
  async delete(account: AccountContext, id: number): Promise<void> {
    const { accountId } = account;
    await this.companies.transaction(accountId, async (tx) => {
      if (!(await this.companies.lock(accountId, id, tx))) throw DomainError.notFound();
      const usage = await this.companies.usage(accountId, id, tx);
      const usedBy = Object.entries(usage)
        .filter(([, count]) => count > 0)
        .map(([resource]) => resource);
      if (usedBy.length > 0) {
        throw DomainError.rule(
          `Company cannot be deleted while it is used by ${usedBy.join(', ')}`,
        );
      }
      await this.events.record(tx, account, { type: 'company.deleted', id });
      await this.companies.delete(accountId, id, tx);
    });
  }
}
