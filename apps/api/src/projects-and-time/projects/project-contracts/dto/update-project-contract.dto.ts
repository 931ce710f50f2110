import { OmitType, PartialType } from '@nestjs/swagger';
import { CreateProjectContractDto } from './create-project-contract.dto';

/**
 * Every field optional; only the ones sent change (null is a 422 where the field is required).
 * The user of a contract does not change.
 */
export class UpdateProjectContractDto extends PartialType(
  OmitType(CreateProjectContractDto, ['user_id'] as const),
  { skipNullProperties: false },
) {}
