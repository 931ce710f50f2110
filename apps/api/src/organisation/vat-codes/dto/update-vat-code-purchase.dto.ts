import { PartialType } from '@nestjs/swagger';
import { CreateVatCodePurchaseDto } from './create-vat-code-purchase.dto';

/** Every field optional; only the ones sent change. null stays invalid for non-null fields. */
export class UpdateVatCodePurchaseDto extends PartialType(CreateVatCodePurchaseDto, {
  skipNullProperties: false,
}) {}
