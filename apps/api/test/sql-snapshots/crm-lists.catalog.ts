import { CommentsRepository } from '../../src/crm/comments/comments.repository';
import { ListCommentsQuery } from '../../src/crm/comments/dto/list-comments.query';
import { CompaniesRepository } from '../../src/crm/companies/companies.repository';
import { ListCompaniesQuery } from '../../src/crm/companies/dto/list-companies.query';
import { ContactsRepository } from '../../src/crm/contacts/contacts.repository';
import { ListContactsQuery } from '../../src/crm/contacts/dto/list-contacts.query';
import { DealCategoriesRepository } from '../../src/crm/deal-categories/deal-categories.repository';
import { ListDealCategoriesQuery } from '../../src/crm/deal-categories/dto/list-deal-categories.query';
import { DealsRepository } from '../../src/crm/deals/deals.repository';
import { ListDealsQuery } from '../../src/crm/deals/dto/list-deals.query';
import { ListSepaMandatesQuery } from '../../src/crm/sepa-mandates/dto/list-sepa-mandates.query';
import { SepaMandatesRepository } from '../../src/crm/sepa-mandates/sepa-mandates.repository';
import { example, type ListFile, NO_DATABASE, paged } from './list-statement.capture';

/** The list routes of the CRM: companies, contacts, deals, deal categories, comments. */
export const CRM_LISTS: ListFile[] = [
  {
    file: 'crm/companies/companies.list.sql',
    examples: [
      example({
        route: 'GET /companies',
        query: ListCompaniesQuery,
        every: {
          ...paged('name'),
          include_archived: 'true',
          type: 'customer',
          tags: 'a,b',
          term: 'Muster',
          identifier: 'K-1001',
          debit_number: '10001',
          credit_number: '70001',
          vat_identifier: 'CHE-123.456.789',
        },
        list: (lists, accountId, query) =>
          new CompaniesRepository(NO_DATABASE, lists).list(accountId, query),
      }),
    ],
  },
  {
    file: 'crm/contacts/contacts.list.sql',
    examples: [
      example({
        route: 'GET /contacts/people',
        query: ListContactsQuery,
        every: {
          ...paged('lastname'),
          company_id: '3001',
          tags: 'a,b',
          term: 'Anna Muster',
          phone: '+41 44 123 45 67',
        },
        list: (lists, accountId, query) =>
          new ContactsRepository(NO_DATABASE, lists).list(accountId, query),
      }),
    ],
  },
  {
    file: 'crm/deals/deals.list.sql',
    examples: [
      example({
        route: 'GET /deals',
        query: ListDealsQuery,
        every: {
          ...paged('money'),
          status: 'won',
          company_id: '3001',
          user_id: '7001',
          closed_from: '2024-01-01',
          closed_to: '2024-12-31',
          tags: 'a,b',
        },
        list: (lists, accountId, query) =>
          new DealsRepository(NO_DATABASE, lists).list(accountId, query),
      }),
    ],
  },
  {
    file: 'crm/comments/comments.list.sql',
    examples: [
      example({
        route: 'GET /comments',
        query: ListCommentsQuery,
        every: {
          ...paged('created_at'),
          commentable_type: 'Customer',
          commentable_id: '3001,3002',
          user_id: '7001',
          manual: 'true',
          from: '2024-01-01',
          to: '2024-12-31',
        },
        list: (lists, accountId, query) =>
          new CommentsRepository(NO_DATABASE, lists).list(accountId, query),
      }),
    ],
  },
  {
    file: 'crm/deal-categories/deal-categories.list.sql',
    examples: [
      example({
        route: 'GET /deal_categories',
        query: ListDealCategoriesQuery,
        every: { ...paged('probability') },
        list: (lists, accountId, query) =>
          new DealCategoriesRepository(NO_DATABASE, lists).list(accountId, query),
      }),
    ],
  },
  {
    file: 'crm/sepa-mandates/sepa-mandates.list.sql',
    examples: [
      example({
        route: 'GET /sepa_mandates',
        query: ListSepaMandatesQuery,
        every: { ...paged('id'), company_id: '3001,3002' },
        list: (lists, accountId, query) =>
          new SepaMandatesRepository(NO_DATABASE, lists).list(accountId, query),
      }),
    ],
  },
];
