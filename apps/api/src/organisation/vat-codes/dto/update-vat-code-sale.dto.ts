import { PartialType } from '@nestjs/swagger';
import { CreateVatCodeSaleDto } from './create-vat-code-sale.dto';

/** Every field optional; only the ones sent change. null stays invalid for non-null fields. */
export class UpdateVatCodeSaleDto extends PartialType(CreateVatCodeSaleDto, {
  skipNullProperties: false,
}) {}
