import { ApiDateField, IdField, LONG_TEXT, TextField } from '../../../platform/input';

const RICH_TEXT =
  'Rich text (reduced to the safe subset); the offer variables ({title}, ...) apply';

/** The texts a confirmation may set when it is created and change later. */
export class OfferConfirmationTextsDto {
  @TextField({
    maxLength: 255,
    optional: true,
    example: 'Auftragsbestätigung – Website Relaunch',
  })
  title?: string;

  @ApiDateField({ optional: true, example: '2026-12-04' })
  date?: string;

  @TextField({ maxLength: LONG_TEXT, nullable: true, description: RICH_TEXT })
  salutation_raw?: string | null;

  @TextField({ maxLength: LONG_TEXT, nullable: true, description: RICH_TEXT })
  footer_raw?: string | null;
}

/** The body of POST /offer_confirmations. */
export class CreateOfferConfirmationDto extends OfferConfirmationTextsDto {
  @IdField({
    example: 12,
    description: 'The offer to confirm; it has no confirmation yet (one per offer)',
  })
  offer_id!: number;
}
