import { PartialType } from '@nestjs/swagger';
import { CreateDealCategoryDto } from './create-deal-category.dto';

/** Every field optional; only the ones sent change (null is a 422: both are required). */
export class UpdateDealCategoryDto extends PartialType(CreateDealCategoryDto, {
  skipNullProperties: false,
}) {}
