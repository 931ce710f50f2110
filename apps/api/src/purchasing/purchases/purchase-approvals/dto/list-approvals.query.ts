import { ListQueryDto, QueryInteger, QueryOneOf } from '../../../../platform/lists';

/** API fields that sort_by accepts, and their columns. */
export const APPROVAL_SORT_FIELDS = {
  id: 'id',
  status: 'state',
  decided_at: 'decided_at',
  created_at: 'created_at',
  updated_at: 'updated_at',
} as const;

/** What an approval may be about; Faktura approves purchases only (docs/api-behaviour.md). */
export const APPROVAL_TARGET_TYPES = ['invoice', 'purchase'] as const;
export const APPROVAL_STATUSES = ['pending', 'approved', 'denied'] as const;

/** GET /approvals. */
export class ListApprovalsQuery extends ListQueryDto(APPROVAL_SORT_FIELDS) {
  @QueryOneOf(APPROVAL_TARGET_TYPES, {
    description: '`invoice` lists nothing: Faktura has purchase approvals only',
  })
  type?: (typeof APPROVAL_TARGET_TYPES)[number];

  @QueryInteger({ description: 'The first or the second approver' }, { min: 1 })
  approver_user_id?: number;

  @QueryInteger({ description: 'Who asked for the approval' }, { min: 1 })
  creator_user_id?: number;

  @QueryOneOf(APPROVAL_STATUSES)
  approval_status?: (typeof APPROVAL_STATUSES)[number];
}
