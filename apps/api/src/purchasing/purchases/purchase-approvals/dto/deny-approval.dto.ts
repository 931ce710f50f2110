import { LONG_TEXT, TextField } from '../../../../platform/input';

/** The body of POST /approvals/{id}/deny (optional). */
export class DenyApprovalDto {
  @TextField({
    maxLength: LONG_TEXT,
    nullable: true,
    blankToNull: true,
    example: 'Wrong cost centre',
    description: 'Reason for the denial (answered as `deny_note`)',
  })
  note?: string | null;
}
