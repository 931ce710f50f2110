import { ApiProperty } from '@nestjs/swagger';
import { Property, UserReferenceBase } from '../../../../platform/openapi';
import { APPROVAL_STATUSES, APPROVAL_TARGET_TYPES } from './list-approvals.query';

/** A user of an approval (creator, approvers, who answered). */
export class ApprovalUserReference extends UserReferenceBase {}

/** What the approval is about: the purchase. */
export class ApprovalTarget {
  @ApiProperty({ example: 41 }) id!: number;
  @ApiProperty({ example: 'Server hosting' }) title!: string;
  @ApiProperty({ format: 'date', example: '2026-11-20' }) date!: string;
  @ApiProperty({ example: 500, description: 'Net total of the purchase' }) net_total!: number;
  @ApiProperty({ example: 'CHF' }) currency!: string;
}

/** An approval (the reference's record), over a purchase approval request. */
export class ApprovalResponse {
  @ApiProperty({ example: 12 }) id!: number;
  @ApiProperty({ enum: APPROVAL_STATUSES }) status!: string;
  @ApiProperty({ enum: APPROVAL_TARGET_TYPES, description: 'Always `purchase` in Faktura' })
  target_type!: string;
  @Property.Timestamp() created_at!: string;
  @Property.Timestamp() updated_at!: string;
  @Property.Nullable(String, { example: '2026-11-22T09:15:04Z' }) decided_at!: string | null;
  @Property.Nullable(String, { example: 'review pls' }) note!: string | null;
  @Property.Nullable(String) deny_note!: string | null;
  @Property.Nullable(ApprovalUserReference, {
    description: 'Who asked; null for requests made before Faktura recorded it',
  })
  creator!: ApprovalUserReference | null;
  @Property.Nullable(ApprovalUserReference, { description: 'null once that user was removed' })
  approver!: ApprovalUserReference | null;
  @Property.Nullable(ApprovalUserReference) approver2!: ApprovalUserReference | null;
  @Property.Nullable(ApprovalUserReference, { description: 'Who approved or denied' })
  processed_by!: ApprovalUserReference | null;
  @ApiProperty({ type: ApprovalTarget }) target!: ApprovalTarget;
}
