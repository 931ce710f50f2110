import { Injectable } from '@nestjs/common';
import type { Prisma } from '@faktura/db';
import { DomainError } from '@faktura/domain';
import type { AccountContext } from '../common/auth/account-context';
import { CustomPropertiesService } from '../common/custom-properties/custom-properties.service';
import { readListParams } from '../common/lists/list-params';
import { Page } from '../common/lists/page';
import { QueryReader } from '../common/lists/query-reader';
import type { AccountTx } from '../database/account-scope.extension';
import { CompaniesRepository } from './companies.repository';
import { companyColumns, toCompanyResponse } from './company-response.mapper';
import type { CompanyResponse } from './dto/company.response';
import type { CreateCompanyDto } from './dto/create-company.dto';
import type { UpdateCompanyDto } from './dto/update-company.dto';

/** API fields that sort_by accepts, and their columns. */
export const COMPANY_SORT_FIELDS = {
  id: 'id',
  name: 'name',
  type: 'type',
  created_at: 'created_at',
  updated_at: 'updated_at',
} as const;

/** Customers, suppliers and organizations: the parties documents are made out to or come from. */
@Injectable()
export class CompaniesService {
  constructor(
    private readonly companies: CompaniesRepository,
    private readonly customProperties: CustomPropertiesService,
  ) {}

  async list(
    account: AccountContext,
    query: Record<string, unknown>,
  ): Promise<Page<CompanyResponse>> {
    const reader = new QueryReader(query);
    const params = readListParams(reader, COMPANY_SORT_FIELDS);
    const { rows, total } = await this.companies.list(account.accountId, params, reader);
    return new Page(rows.map(toCompanyResponse), total, params.page, params.perPage);
  }

  async get(account: AccountContext, id: number): Promise<CompanyResponse> {
    const company = await this.companies.find(account.accountId, id);
    if (!company) throw DomainError.notFound();
    return toCompanyResponse(company);
  }

  async create(account: AccountContext, input: CreateCompanyDto): Promise<CompanyResponse> {
    const { accountId } = account;
    const company = await this.companies.transaction(accountId, async (tx) => {
      const currency = await this.currency(accountId, input.currency ?? null, tx);
      const customProperties = await this.customProperties.resolve(
        accountId,
        'Company',
        input.custom_properties,
      );
      return this.companies.create(
        accountId,
        {
          ...companyColumns(input),
          type: input.type,
          name: input.name,
          currency,
          customProperties: customProperties as Prisma.InputJsonObject,
        },
        tx,
      );
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
      const current = await this.companies.find(accountId, id, tx);
      if (!current) throw DomainError.notFound();
      const currency =
        input.currency === undefined
          ? undefined
          : await this.currency(accountId, input.currency, tx);
      const customProperties = await this.customProperties.resolve(
        accountId,
        'Company',
        input.custom_properties,
        current.customProperties as Record<string, unknown>,
      );
      return this.companies.update(
        accountId,
        id,
        {
          ...companyColumns(input),
          currency,
          customProperties: customProperties as Prisma.InputJsonObject,
        },
        tx,
      );
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
      await this.companies.delete(accountId, id, tx);
    });
  }

  /** The currency to store: the account's default when none is given, else one of its currencies. */
  private async currency(accountId: number, wanted: string | null, tx: AccountTx): Promise<string> {
    const { currencies, defaultCurrency } = await this.companies.currencies(accountId, tx);
    if (wanted === null) return defaultCurrency;
    if (!currencies.includes(wanted))
      throw DomainError.validation({ currency: ['is not a currency of the account'] });
    return wanted;
  }
}
