import { ApiDateField, TextField } from '../../../platform/input';

/** The body of POST /sepa_mandates/{id}/revoke. */
export class RevokeSepaMandateDto {
  @ApiDateField({ optional: true, example: '2026-12-01', description: 'Default: today' })
  revoked_on?: string;

  @TextField({ maxLength: 1000, example: 'Customer cancelled the contract' })
  reason!: string;
}
