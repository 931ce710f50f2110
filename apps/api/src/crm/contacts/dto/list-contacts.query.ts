import {
  ListQueryDto,
  QueryField,
  QueryIdList,
  QueryText,
  QueryTextList,
  QueryProblem,
} from '../../../platform/lists';
/** API fields that sort_by accepts, and their columns. */
export const CONTACT_SORT_FIELDS = {
  id: 'id',
  firstname: 'firstname',
  lastname: 'lastname',
  work_email: 'email',
  created_at: 'created_at',
  updated_at: 'updated_at',
} as const;

/** Fewer digits than this would find far too many numbers by their ending. */
export const MIN_PHONE_DIGITS = 6;

/** GET /contacts. */
export class ListContactsQuery extends ListQueryDto(CONTACT_SORT_FIELDS, 'Contact') {
  @QueryIdList({ description: 'One company ID or comma-separated IDs' })
  company_id?: number[];

  @QueryTextList({ description: 'Comma-separated; contacts having all of them' })
  tags?: string[];

  @QueryText({
    description:
      'Case-insensitive part of the first name, last name, full name, work e-mail or company name',
  })
  term?: string;

  /** The number's digits without leading zeros. */
  @QueryField<string>(
    {
      parse: (text) => {
        const digits = text.replace(/\D/g, '').replace(/^0+/, '');
        return digits.length < MIN_PHONE_DIGITS
          ? new QueryProblem(`must have at least ${MIN_PHONE_DIGITS} digits`)
          : digits;
      },
    },
    {
      type: 'string',
      description:
        'Reverse lookup on work and mobile phone: digits compared (at least 6, leading zeros ' +
        'ignored), one number ending in the other',
    },
  )
  phone?: string;
}
