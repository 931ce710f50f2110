import { CatalogServicesRepository } from '../../src/organisation/catalog-services/catalog-services.repository';
import { ListCatalogServicesQuery } from '../../src/organisation/catalog-services/dto/list-catalog-services.query';
import { CategoriesRepository } from '../../src/organisation/categories/categories.repository';
import { ListRevenueCategoriesQuery } from '../../src/organisation/categories/revenue-categories/dto/list-revenue-categories.query';
import { REVENUE_CATEGORIES } from '../../src/organisation/categories/revenue-categories/revenue-category.kind';
import { CustomFieldDefinitionsRepository } from '../../src/organisation/custom-field-definitions/custom-field-definitions.repository';
import { ListCustomFieldDefinitionsQuery } from '../../src/organisation/custom-field-definitions/dto/list-custom-field-definitions.query';
import { ListLetterPapersQuery } from '../../src/organisation/letter-papers/dto/list-letter-papers.query';
import { LetterPapersRepository } from '../../src/organisation/letter-papers/letter-papers.repository';
import { ListTagsQuery } from '../../src/organisation/tags/dto/list-tags.query';
import { TagsRepository } from '../../src/organisation/tags/tags.repository';
import { ListUnitsQuery } from '../../src/organisation/units/dto/list-units.query';
import { UnitsRepository } from '../../src/organisation/units/units.repository';
import { ListUsersQuery } from '../../src/organisation/users/dto/list-users.query';
import { UsersRepository } from '../../src/organisation/users/users.repository';
import { ListVatCodesQuery } from '../../src/organisation/vat-codes/dto/list-vat-codes.query';
import { VAT_CODE_PURCHASES } from '../../src/organisation/vat-codes/vat-code-purchases.side';
import { VAT_CODE_SALES } from '../../src/organisation/vat-codes/vat-code-sales.side';
import { VatCodesRepository } from '../../src/organisation/vat-codes/vat-codes.repository';
import { ListWebHookDeliveriesQuery } from '../../src/organisation/web-hooks/dto/list-web-hook-deliveries.query';
import { ListWebHooksQuery } from '../../src/organisation/web-hooks/dto/list-web-hooks.query';
import { WebHookDeliveriesRepository } from '../../src/organisation/web-hooks/web-hook-deliveries.repository';
import { WebHooksRepository } from '../../src/organisation/web-hooks/web-hooks.repository';
import { ListFixedCostsQuery } from '../../src/organisation/fixed-costs/dto/list-fixed-costs.query';
import { FixedCostsRepository } from '../../src/organisation/fixed-costs/fixed-costs.repository';
import { EXPENSE_TEMPLATES } from '../../src/organisation/templates/expense-templates/expense-template.kind';
import { TASK_TEMPLATES } from '../../src/organisation/templates/task-templates/task-template.kind';
import { ListTemplatesQuery } from '../../src/organisation/templates/templates.query';
import { TemplatesRepository } from '../../src/organisation/templates/templates.repository';
import { AuditEventsRepository } from '../../src/organisation/audit-events/audit-events.repository';
import { ListAuditEventsQuery } from '../../src/organisation/audit-events/dto/list-audit-events.query';
import { example, type ListFile, NO_DATABASE, paged, unpaged } from './list-statement.capture';

const VAT_CODE_FILTERS = {
  active: 'true',
  reverse_charge: 'false',
  intra_eu: 'false',
  code: 'UN81',
};

/** The list routes of the account's organisation: users, codes, categories, settings, hooks. */
export const ORGANISATION_LISTS: ListFile[] = [
  {
    file: 'organisation/users/users.list.sql',
    examples: [
      example({
        route: 'GET /users',
        query: ListUsersQuery,
        every: {
          ...paged('lastname'),
          active: 'true',
          include_archived: 'true',
          email: 'Anna@Example.com',
          tags: 'a,b',
          unit_id: '11,12',
        },
        list: (lists, accountId, query) =>
          new UsersRepository(NO_DATABASE, lists).list(accountId, query),
      }),
    ],
  },
  {
    file: 'organisation/tags/tags.list.sql',
    examples: [
      example({
        route: 'GET /tags',
        query: ListTagsQuery,
        every: { ...paged('name'), context: 'Project' },
        list: (lists, accountId, query) =>
          new TagsRepository(NO_DATABASE, lists).list(accountId, query),
      }),
    ],
  },
  {
    file: 'organisation/units/units.list.sql',
    examples: [
      example({
        route: 'GET /units',
        query: ListUnitsQuery,
        every: paged('name'),
        list: (lists, accountId, query) =>
          new UnitsRepository(NO_DATABASE, lists).list(accountId, query),
      }),
    ],
  },
  {
    file: 'organisation/vat-codes/vat-codes.list.sql',
    examples: [
      example({
        route: 'GET /vat_code_sales',
        query: ListVatCodesQuery,
        every: { ...unpaged('code'), ...VAT_CODE_FILTERS },
        list: (lists, accountId, query) =>
          new VatCodesRepository(NO_DATABASE, lists).list(VAT_CODE_SALES, accountId, query),
      }),
      example({
        route: 'GET /vat_code_purchases',
        query: ListVatCodesQuery,
        every: { ...unpaged('code'), ...VAT_CODE_FILTERS },
        list: (lists, accountId, query) =>
          new VatCodesRepository(NO_DATABASE, lists).list(VAT_CODE_PURCHASES, accountId, query),
      }),
    ],
  },
  {
    file: 'organisation/categories/revenue-categories/revenue-categories.list.sql',
    examples: [
      example({
        route: 'GET /revenue_categories',
        query: ListRevenueCategoriesQuery,
        every: {
          ...paged('name'),
          active: 'true',
          revenue_account: '3400',
          cost_category: 'K1',
          term: 'Beratung',
        },
        list: (lists, accountId, query) =>
          new CategoriesRepository(NO_DATABASE, lists).list(REVENUE_CATEGORIES, accountId, query),
      }),
    ],
  },
  {
    file: 'organisation/letter-papers/letter-papers.list.sql',
    examples: [
      example({
        route: 'GET /letter_papers',
        query: ListLetterPapersQuery,
        every: { ...unpaged('name'), active: 'true' },
        list: (lists, accountId, query) =>
          new LetterPapersRepository(NO_DATABASE, lists).listAll(accountId, query),
      }),
    ],
  },
  {
    file: 'organisation/custom-field-definitions/custom-field-definitions.list.sql',
    examples: [
      example({
        route: 'GET /account/custom_properties',
        query: ListCustomFieldDefinitionsQuery,
        every: { ...paged('name'), entity: 'Invoice', kind: 'Select' },
        list: (lists, accountId, query) =>
          new CustomFieldDefinitionsRepository(NO_DATABASE, lists).list(accountId, query),
      }),
    ],
  },
  {
    file: 'organisation/catalog-services/catalog-services.list.sql',
    examples: [
      example({
        route: 'GET /account/catalog_services',
        query: ListCatalogServicesQuery,
        every: paged('title'),
        list: (lists, accountId, query) =>
          new CatalogServicesRepository(NO_DATABASE, lists).list(accountId, query),
      }),
    ],
  },
  {
    file: 'organisation/web-hooks/web-hooks.list.sql',
    examples: [
      example({
        route: 'GET /account/web_hooks',
        query: ListWebHooksQuery,
        every: paged('hook'),
        list: (lists, accountId, query) =>
          new WebHooksRepository(NO_DATABASE, lists).list(accountId, query),
      }),
      example({
        route: 'GET /account/web_hooks/8001/deliveries',
        query: ListWebHookDeliveriesQuery,
        every: { ...paged('next_attempt_at'), status: 'pending,failed', entity_id: '2001' },
        list: (lists, accountId, query) =>
          new WebHookDeliveriesRepository(NO_DATABASE, lists).list(accountId, 8001, query),
      }),
    ],
  },
  {
    file: 'organisation/audit-events/audit-events.list.sql',
    examples: [
      example({
        route: 'GET /audit_events',
        query: ListAuditEventsQuery,
        every: {
          ...paged('occurred_at'),
          record_type: 'invoice',
          record_id: '2001',
          user_id: '11',
          from: '2026-01-01',
          to: '2026-12-31',
        },
        list: (lists, accountId, query) =>
          new AuditEventsRepository(NO_DATABASE, lists).list(accountId, query),
      }),
    ],
  },
  {
    file: 'organisation/templates/templates.list.sql',
    examples: [
      example({
        route: 'GET /account/task_templates',
        query: ListTemplatesQuery,
        every: paged('created_at'),
        list: (lists, accountId, query) =>
          new TemplatesRepository(NO_DATABASE, lists, TASK_TEMPLATES).list(accountId, query),
      }),
      example({
        route: 'GET /account/expense_templates',
        query: ListTemplatesQuery,
        every: paged('updated_at'),
        list: (lists, accountId, query) =>
          new TemplatesRepository(NO_DATABASE, lists, EXPENSE_TEMPLATES).list(accountId, query),
      }),
    ],
  },
  {
    file: 'organisation/fixed-costs/fixed-costs.list.sql',
    examples: [
      example({
        route: 'GET /account/fixed_costs',
        query: ListFixedCostsQuery,
        every: { ...paged('title'), year: '2026' },
        list: (lists, accountId, query) =>
          new FixedCostsRepository(NO_DATABASE, lists).list(accountId, query),
      }),
    ],
  },
];
