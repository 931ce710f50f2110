import { OmitType, PartialType } from '@nestjs/swagger';
import { CreateSepaMandateDto } from './create-sepa-mandate.dto';

/**
 * Every field optional; only the ones sent change. Reference, signature date, scheme and IBAN
 * change only while nothing was collected under the mandate (a changed mandate needs a new one).
 */
export class UpdateSepaMandateDto extends PartialType(
  OmitType(CreateSepaMandateDto, ['company_id'] as const),
  { skipNullProperties: false },
) {}
