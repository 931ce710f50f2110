import { PartialType } from '@nestjs/swagger';
import { CreatePurchaseCategoryDto } from './create-purchase-category.dto';

/** Every field optional; only the ones sent change. null stays invalid for non-null fields. */
export class UpdatePurchaseCategoryDto extends PartialType(CreatePurchaseCategoryDto, {
  skipNullProperties: false,
}) {}
