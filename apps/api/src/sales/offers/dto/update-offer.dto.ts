import { OmitType, PartialType } from '@nestjs/swagger';
import { CreateOfferDto } from './create-offer.dto';

/**
 * The body of PUT /offers/{id} (extension): every field optional, only the ones sent change;
 * `items` replaces every position. Company, project, deal and currency are not part of it: they
 * change only through PUT /offers/{id}/assign.
 */
export class UpdateOfferDto extends PartialType(
  OmitType(CreateOfferDto, ['company_id', 'deal_id', 'project_id', 'currency'] as const),
  { skipNullProperties: false },
) {}
