import { PartialType } from '@nestjs/swagger';
import { CreateRevenueCategoryDto } from './create-revenue-category.dto';

/** Every field optional; only the ones sent change. null stays invalid for non-null fields. */
export class UpdateRevenueCategoryDto extends PartialType(CreateRevenueCategoryDto, {
  skipNullProperties: false,
}) {}
