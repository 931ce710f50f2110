import { PartialType } from '@nestjs/swagger';
import { CreateReceiptDto } from './create-receipt.dto';

/**
 * Every field optional; only the ones sent change (`null` is a 422 where the field is
 * required). `items`, when sent, replaces all items and the gross total is computed again.
 */
export class UpdateReceiptDto extends PartialType(CreateReceiptDto, {
  skipNullProperties: false,
}) {}
