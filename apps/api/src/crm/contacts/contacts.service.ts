import { Injectable } from '@nestjs/common';
import { DomainError, FieldErrorCollector } from '@faktura/domain';
import type { AccountContext } from '../../platform/auth';
import { CustomPropertiesService } from '../../platform/custom-properties';
import { CompaniesService } from '../companies';
import type { AccountTx } from '../../platform/database';
import { UsersService } from '../../organisation/users';
import { contactColumns, contactCompany, toContactResponse } from './contact-response.mapper';
import { type ContactRow, ContactsRepository } from './contacts.repository';
import type { ContactResponse } from './dto/contact.response';
import type { CreateContactDto } from './dto/create-contact.dto';
import type { UpdateContactDto } from './dto/update-contact.dto';
import type { ListContactsQuery } from './dto/list-contacts.query';
import { DomainEvents, RecordReaders, RecordedResourceService } from '../../platform/events';
/** Contact people, usually at a company: recipients of offers and invoices. */
@Injectable()
export class ContactsService extends RecordedResourceService<
  ContactRow,
  ContactResponse,
  ListContactsQuery,
  UpdateContactDto
> {
  constructor(
    private readonly contacts: ContactsRepository,
    private readonly companies: CompaniesService,
    private readonly users: UsersService,
    private readonly customProperties: CustomPropertiesService,
    events: DomainEvents,
    readers: RecordReaders,
  ) {
    super('contact', contacts, toContactResponse, events, readers);
  }

  async create(account: AccountContext, input: CreateContactDto): Promise<ContactResponse> {
    const { accountId } = account;
    return this.createRecord(account, async (tx) => {
      const companyId = await this.references(accountId, input, tx);
      const customProperties = await this.customProperties.column(
        accountId,
        'Contact',
        input.custom_properties,
      );
      const columns = { ...contactColumns(input), lastname: input.lastname ?? input.name };
      return this.contacts.create(
        accountId,
        {
          ...columns,
          companyId: companyId ?? null,
          userId: input.user_id ?? null,
          customProperties,
        },
        tx,
      );
    });
  }

  protected async change(current: ContactRow, input: UpdateContactDto, tx: AccountTx) {
    const { accountId, id } = current;
    const companyId = await this.references(accountId, input, tx);
    const customProperties = await this.customProperties.column(
      accountId,
      'Contact',
      input.custom_properties,
      current,
    );
    const columns = { ...contactColumns(input), companyId, userId: input.user_id };
    return this.contacts.update(accountId, id, { ...columns, customProperties }, tx);
  }

  /** Nothing to check: the delete itself tells whether the contact existed. */
  protected async deletion(account: AccountContext, id: number, tx: AccountTx) {
    const remove = async () => {
      // Rolls back the delivery recorded for a contact that did not exist.
      if (!(await this.contacts.delete(account.accountId, id, tx))) throw DomainError.notFound();
    };
    return { remove };
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
