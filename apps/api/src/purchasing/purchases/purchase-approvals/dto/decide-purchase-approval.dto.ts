import { LONG_TEXT, TextField } from '../../../../platform/input';
/** The body of PUT /purchases/{id}/approvals/{approval_id}/approve and /deny. */
export class DecidePurchaseApprovalDto {
  @TextField({
    maxLength: LONG_TEXT,
    nullable: true,
    blankToNull: true,
    example: 'Fine by me',
    description: 'Replaces the request\'s comment when sent (`null` or `""` clears it)',
  })
  comment?: string | null;
}
