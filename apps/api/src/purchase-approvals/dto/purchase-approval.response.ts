import { ApiProperty } from '@nestjs/swagger';

/** The user asked to approve. */
export class PurchaseApprovalUserReference {
  @ApiProperty({ example: 7 }) id!: number;
  @ApiProperty({ example: 'Anna' }) firstname!: string;
  @ApiProperty({ example: 'Muster' }) lastname!: string;
}

/** One approval request of a purchase. */
export class PurchaseApprovalResponse {
  @ApiProperty({ example: 12 }) id!: number;

  @ApiProperty({
    type: PurchaseApprovalUserReference,
    nullable: true,
    description: 'The approver; null once that user was removed',
  })
  user!: PurchaseApprovalUserReference | null;

  @ApiProperty({ enum: ['pending', 'approved', 'denied'] }) state!: string;
  @ApiProperty({ type: String, nullable: true }) comment!: string | null;

  @ApiProperty({ type: String, nullable: true, example: '2026-11-22T09:15:04Z' })
  decided_at!: string | null;

  @ApiProperty({ example: '2026-11-22T09:15:04Z' }) created_at!: string;
  @ApiProperty({ example: '2026-11-22T09:15:04Z' }) updated_at!: string;
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
