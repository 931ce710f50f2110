import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { Prisma } from '@faktura/db';
import { DomainError, FieldErrorCollector } from '@faktura/domain';
import type { AccountContext } from '../../platform/auth/account-context';
import { CustomPropertiesService } from '../../platform/custom-properties/custom-properties.service';
import { Page } from '../../platform/lists/page';
import { CompaniesService } from '../companies/companies.service';
import type { AccountTx } from '../../platform/database/account-scope.extension';
import { UsersService } from '../../organisation/users/users.service';
import { contactColumns, contactCompany, toContactResponse } from './contact-response.mapper';
import { ContactsRepository } from './contacts.repository';
import type { ContactResponse } from './dto/contact.response';
import type { CreateContactDto } from './dto/create-contact.dto';
import type { UpdateContactDto } from './dto/update-contact.dto';
import { found } from '../../platform/errors/found';
import type { ListContactsQuery } from './dto/list-contacts.query';
import { DomainEvents } from '../../platform/events/domain-events.service';
import { RecordReaders } from '../../platform/events/record-readers.service';

/** Contact people, usually at a company: recipients of offers and invoices. */
@Injectable()
export class ContactsService implements OnModuleInit {
  constructor(
    private readonly contacts: ContactsRepository,
    private readonly companies: CompaniesService,
    private readonly users: UsersService,
    private readonly customProperties: CustomPropertiesService,
    private readonly events: DomainEvents,
    private readonly readers: RecordReaders,
  ) {}

  onModuleInit(): void {
    this.readers.register('contact', (accountId, id, tx) => this.load(accountId, id, tx));
  }

  async list(account: AccountContext, query: ListContactsQuery): Promise<Page<ContactResponse>> {
    const { rows, total } = await this.contacts.list(account.accountId, query);
    return new Page(rows.map(toContactResponse), total, query.page, query.per_page);
  }

  async get(account: AccountContext, id: number): Promise<ContactResponse> {
    return found(await this.load(account.accountId, id));
  }

  private async load(
    accountId: number,
    id: number,
    tx?: AccountTx,
  ): Promise<ContactResponse | null> {
    const contact = await this.contacts.find(accountId, id, tx);
    return contact && toContactResponse(contact);
  }

  async create(account: AccountContext, input: CreateContactDto): Promise<ContactResponse> {
    const { accountId } = account;
    const contact = await this.contacts.transaction(accountId, async (tx) => {
      const companyId = await this.references(accountId, input, tx);
      const customProperties = await this.customProperties.resolve(
        accountId,
        'Contact',
        input.custom_properties,
      );
      const created = await this.contacts.create(
        accountId,
        {
          ...contactColumns(input),
          lastname: input.lastname ?? input.name,
          companyId: companyId ?? null,
          userId: input.user_id ?? null,
          customProperties: customProperties as Prisma.InputJsonObject,
        },
        tx,
      );
      await this.events.record(tx, account, { type: 'contact.created', id: created.id });
      return created;
    });
    return toContactResponse(contact);
  }

  async update(
    account: AccountContext,
    id: number,
    input: UpdateContactDto,
  ): Promise<ContactResponse> {
    const { accountId } = account;
    const contact = await this.contacts.transaction(accountId, async (tx) => {
      const current = found(await this.contacts.find(accountId, id, tx));
      const companyId = await this.references(accountId, input, tx);
      const customProperties = await this.customProperties.resolve(
        accountId,
        'Contact',
        input.custom_properties,
        current.customProperties as Record<string, unknown>,
      );
      const updated = await this.contacts.update(
        accountId,
        id,
        {
          ...contactColumns(input),
          companyId,
          userId: input.user_id,
          customProperties: customProperties as Prisma.InputJsonObject,
        },
        tx,
      );
      await this.events.record(tx, account, { type: 'contact.changed', id });
      return updated;
    });
    return toContactResponse(contact);
  }

  async delete(account: AccountContext, id: number): Promise<void> {
    const { accountId } = account;
    await this.contacts.transaction(accountId, async (tx) => {
      await this.events.record(tx, account, { type: 'contact.deleted', id });
      const deleted = await this.contacts.delete(accountId, id, tx);
      // Rolls back the delivery recorded for a contact that did not exist.
      if (!deleted) throw DomainError.notFound();
    });
  }

  /**
   * Checks the company (under whichever of its names was sent) and the responsible user, which
   * must be active; a record of another account reads exactly like a missing one. Returns the
   * company ID to store, `undefined` when none was sent.
   */
  private async references(
    accountId: number,
    input: UpdateContactDto,
    tx: AccountTx,
  ): Promise<number | null | undefined> {
    const errors = new FieldErrorCollector();
    const company = contactCompany(input);
    if (company?.id != null && !(await this.companies.exists(accountId, company.id, tx)))
      errors.add(company.field, 'does not exist');
    if (input.user_id != null) {
      const problem = await this.users.assignmentProblem(accountId, input.user_id, tx);
      if (problem) errors.add('user_id', problem);
    }
    errors.throwIfAny();
    return company?.id;
  }
}
