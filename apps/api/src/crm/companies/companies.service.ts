import { Injectable } from '@nestjs/common';
import type { AccountTx } from '../../platform/database';
import { DomainError } from '@faktura/domain';
import type { AccountContext } from '../../platform/auth';
import { CustomPropertiesService } from '../../platform/custom-properties';
import { CompaniesRepository, type CompanyRow } from './companies.repository';
import { companyColumns } from './company-columns';
import { CompanyInputResolver } from './company-input.resolver';
import { toCompanyResponse } from './company-response.mapper';
import type { CompanyResponse } from './dto/company.response';
import type { CreateCompanyDto } from './dto/create-company.dto';
import type { ListCompaniesQuery } from './dto/list-companies.query';
import type { UpdateCompanyDto } from './dto/update-company.dto';
import { found, refuseWhileUsed } from '../../platform/errors';
import { DomainEvents, RecordReaders, RecordedResourceService } from '../../platform/events';
/** Customers, suppliers and organizations: the parties documents are made out to or come from. */
@Injectable()
export class CompaniesService extends RecordedResourceService<
  CompanyRow,
  CompanyResponse,
  ListCompaniesQuery,
  UpdateCompanyDto
> {
  constructor(
    private readonly companies: CompaniesRepository,
    private readonly inputs: CompanyInputResolver,
    private readonly customProperties: CustomPropertiesService,
    events: DomainEvents,
    readers: RecordReaders,
  ) {
    super('company', companies, toCompanyResponse, events, readers);
  }

  /** Whether the account has company `id`; for records that refer to one. */
  exists(accountId: number, id: number, tx?: AccountTx): Promise<boolean> {
    return this.companies.exists(accountId, id, tx);
  }

  async create(account: AccountContext, input: CreateCompanyDto): Promise<CompanyResponse> {
    const { accountId } = account;
    return this.createRecord(account, async (tx) => {
      const references = await this.inputs.resolve(accountId, input, true, tx);
      const customProperties = await this.customProperties.column(
        accountId,
        'Company',
        input.custom_properties,
      );
      const columns = { ...companyColumns(input), ...references, type: input.type };
      return this.companies.create(
        accountId,
        { ...columns, name: input.name, customProperties },
        tx,
      );
    });
  }

  protected async change(current: CompanyRow, input: UpdateCompanyDto, tx: AccountTx) {
    const { accountId, id } = current;
    const references = await this.inputs.resolve(accountId, input, false, tx);
    const customProperties = await this.customProperties.column(
      accountId,
      'Company',
      input.custom_properties,
      current,
    );
    const columns = { ...companyColumns(input), ...references, customProperties };
    return this.companies.update(accountId, id, columns, tx);
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
  protected async deletion(account: AccountContext, id: number, tx: AccountTx) {
    const { accountId } = account;
    if (!(await this.companies.lock(accountId, id, tx))) throw DomainError.notFound();
    const usage = await this.companies.usage(accountId, id, tx);
    refuseWhileUsed(usage, (usedBy) => `Company cannot be deleted while it is used by ${usedBy}`);
    return { remove: () => this.companies.delete(accountId, id, tx) };
  }
}
