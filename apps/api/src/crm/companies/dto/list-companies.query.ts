import { CompanyType } from '@faktura/db';
import {
  ListQueryDto,
  QueryBoolean,
  QueryInteger,
  QueryOneOf,
  QueryText,
  QueryTextList,
} from '../../../platform/lists';
/** API fields that sort_by accepts, and their columns. */
export const COMPANY_SORT_FIELDS = {
  id: 'id',
  name: 'name',
  type: 'type',
  identifier: 'identifier',
  created_at: 'created_at',
  updated_at: 'updated_at',
} as const;

/** GET /companies. */
export class ListCompaniesQuery extends ListQueryDto(COMPANY_SORT_FIELDS, 'Company') {
  @QueryBoolean({ description: 'Also list archived companies (default false)' })
  include_archived?: boolean;

  @QueryOneOf(Object.values(CompanyType))
  type?: CompanyType;

  @QueryTextList({ description: 'Comma-separated; companies having all of them' })
  tags?: string[];

  @QueryText({ description: 'Case-insensitive part of the name' })
  term?: string;

  @QueryText({ description: 'Exact customer number' })
  identifier?: string;

  @QueryInteger()
  debit_number?: number;

  @QueryInteger()
  credit_number?: number;

  @QueryText({ description: 'Exact, ignoring case' })
  vat_identifier?: string;
}
