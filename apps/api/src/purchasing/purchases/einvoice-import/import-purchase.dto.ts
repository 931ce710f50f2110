import { PaymentMethod } from '@faktura/db';
import { NestedField, EnumField, IdField } from '../../../platform/input';
import { PAYMENT_METHODS } from '../dto/create-purchase.dto';
import { PurchaseFileDto } from '../dto/purchase-parts.dto';

/** POST /purchases/import: a received e-invoice, and what the document cannot say. */
export class ImportPurchaseDto {
  @NestedField(PurchaseFileDto, {
    description:
      'The e-invoice: XRechnung/EN 16931 XML (UBL or CII) or a ZUGFeRD/Factur-X PDF, at most 10 MiB',
  })
  file!: PurchaseFileDto;

  @EnumField(PAYMENT_METHODS, {
    optional: true,
    description: 'Default bank_transfer',
    example: 'bank_transfer',
  })
  payment_method?: PaymentMethod;

  @IdField({
    nullable: true,
    description: "The supplier; default: matched by the seller's VAT ID, then by name",
  })
  company_id?: number | null;

  @IdField({ nullable: true, description: 'An active purchase category for every item' })
  category_id?: number | null;
}
