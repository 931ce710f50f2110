import { ApiDateField } from '../../../platform/input';

/** The body of POST /invoices/{id}/dunning/pause. */
export class PauseDunningDto {
  @ApiDateField({
    nullable: true,
    example: '2026-12-31',
    description: 'Paused through this day (inclusive); omitted or null: until DELETE resumes it',
  })
  until?: string | null;
}
