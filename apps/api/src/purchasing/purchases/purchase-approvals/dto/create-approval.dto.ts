import { EnumField, IdField, LONG_TEXT, TextField } from '../../../../platform/input';
import { APPROVAL_TARGET_TYPES } from './list-approvals.query';

/** The body of POST /approvals. */
export class CreateApprovalDto {
  @EnumField(APPROVAL_TARGET_TYPES, {
    example: 'purchase',
    description: '`invoice` is a 422: Faktura asks for approvals of purchases only',
  })
  target_type!: (typeof APPROVAL_TARGET_TYPES)[number];

  @IdField({ example: 41, description: 'The purchase to approve' })
  target_id!: number;

  @IdField({
    example: 7,
    description:
      'An active user of the account; one who already has a pending approval of the purchase ' +
      'is a 422',
  })
  approver_id!: number;

  @IdField({
    nullable: true,
    example: 8,
    description: 'An optional second active user who may answer instead of the first',
  })
  approver2_id?: number | null;

  @TextField({ maxLength: LONG_TEXT, nullable: true, blankToNull: true, example: 'review pls' })
  note?: string | null;
}
