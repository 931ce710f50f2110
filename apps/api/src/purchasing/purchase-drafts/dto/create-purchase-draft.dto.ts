import { NestedField, TextField } from '../../../platform/input';

/** The document of a new draft, sent as JSON. */
export class PurchaseDraftFileDto {
  @TextField({ maxLength: 255, example: 'invoice.pdf' }) filename!: string;

  @TextField({
    description:
      'Base64 of a PDF or an image (JPEG, PNG, GIF, WebP, TIFF, HEIC), at most 10 MiB decoded',
  })
  base64!: string;
}

/** The body of POST /purchases/drafts. */
export class CreatePurchaseDraftDto {
  @TextField({ maxLength: 255, example: 'Supplier invoice draft' }) title!: string;

  @NestedField(PurchaseDraftFileDto, {
    optional: true,
    description: 'The document; a PDF is read for a prefill (`prefill_status` pending)',
  })
  file?: PurchaseDraftFileDto;
}
