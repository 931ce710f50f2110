import { PartialType } from '@nestjs/swagger';
import { CreatePlannedPurchaseDto } from './create-planned-purchase.dto';

/** PUT and PATCH /planned_purchases/{id}: every field optional; only the ones sent change. */
export class UpdatePlannedPurchaseDto extends PartialType(CreatePlannedPurchaseDto, {
  skipNullProperties: false,
}) {}
