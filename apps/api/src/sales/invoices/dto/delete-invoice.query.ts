import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { Allow } from 'class-validator';

/** The query of DELETE /invoices/{id}: the reason, for clients that send no body with DELETE. */
export class DeleteInvoiceQuery {
  @ApiPropertyOptional({
    type: String,
    description: 'For clients that cannot send a body with DELETE; the body wins',
  })
  @Allow()
  // Kept as sent (not trimmed, blank kept): the service decides what counts as a reason.
  @Transform(({ value }: { value: unknown }) => (value === undefined ? undefined : String(value)))
  reason?: string;
}
