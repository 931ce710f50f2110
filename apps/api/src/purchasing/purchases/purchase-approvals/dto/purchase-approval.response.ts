import { ApiProperty } from '@nestjs/swagger';
import { UserReferenceBase, Property } from '../../../../platform/openapi';
/** The user asked to approve. */
export class PurchaseApprovalUserReference extends UserReferenceBase {}

/** One approval request of a purchase. */
export class PurchaseApprovalResponse {
  @ApiProperty({ example: 12 }) id!: number;

  @Property.Nullable(PurchaseApprovalUserReference, {
    description: 'The approver; null once that user was removed',
  })
  user!: PurchaseApprovalUserReference | null;

  @ApiProperty({ enum: ['pending', 'approved', 'denied'] }) state!: string;
  @Property.Nullable(String) comment!: string | null;

  @Property.Nullable(String, { example: '2026-11-22T09:15:04Z' }) decided_at!: string | null;

  @Property.Timestamp() created_at!: string;
  @Property.Timestamp() updated_at!: string;
}

/** Answer of every approval write: the purchase's approval status and all of its requests. */
export class PurchaseApprovalsResponse {
  @ApiProperty({
    enum: ['none', 'pending', 'approved', 'denied'],
    description:
      '`none` no request; `pending` any request pending; `denied` a denial and none pending; ' +
      '`approved` all requests approved. Taken over every request the purchase ever had',
  })
  approval_status!: string;

  @ApiProperty({ type: PurchaseApprovalResponse, isArray: true, description: 'Oldest first' })
  approvals!: PurchaseApprovalResponse[];
}
