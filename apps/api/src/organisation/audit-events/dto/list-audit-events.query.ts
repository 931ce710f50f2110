import { MAX_ID } from '../../../platform/input';
import { ListQueryDto, QueryDate, QueryInteger, QueryOneOf } from '../../../platform/lists';
import { AUDIT_RECORD_TYPES } from '../audited-events.table';

/** API fields that sort_by accepts, and their columns (without it: id asc, like every list). */
export const AUDIT_EVENT_SORT_FIELDS = {
  id: 'id',
  seq: 'seq',
  occurred_at: 'occurred_at',
} as const;

/** GET /audit_events (extension). */
export class ListAuditEventsQuery extends ListQueryDto(AUDIT_EVENT_SORT_FIELDS) {
  @QueryOneOf(AUDIT_RECORD_TYPES)
  record_type?: string;

  @QueryInteger({ description: 'The ID of the record (with record_type)' }, { min: 1, max: MAX_ID })
  record_id?: number;

  @QueryInteger({ description: 'Rows written with a key of this user' }, { min: 1, max: MAX_ID })
  user_id?: number;

  @QueryDate({ description: 'Rows of this day (UTC) or later' })
  from?: string;

  @QueryDate({ description: 'Rows of this day (UTC) or earlier' })
  to?: string;
}
