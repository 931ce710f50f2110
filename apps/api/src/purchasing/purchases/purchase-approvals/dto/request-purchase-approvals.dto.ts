import { IdListField, LONG_TEXT, TextField } from '../../../../platform/input';
/** More approvers than any account has users; keeps one request's transaction small. */
const MAX_APPROVERS = 1000;

/** The body of POST /purchases/{id}/approvals. */
export class RequestPurchaseApprovalsDto {
  @IdListField({
    maxSize: MAX_APPROVERS,
    notEmpty: true,
    minItems: 1,
    maxItems: MAX_APPROVERS,
    example: [7, 8],
    description:
      'Active users of the account asked to approve. A user who already has a pending request ' +
      'for this purchase gets no second one; an unknown user is 422 on `user_ids[<index>]`',
  })
  user_ids!: number[];

  @TextField({
    maxLength: LONG_TEXT,
    nullable: true,
    blankToNull: true,
    example: 'Please check the amount',
    description: 'Stored on each new request',
  })
  comment?: string | null;
}
