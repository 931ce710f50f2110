import { PartialType } from '@nestjs/swagger';
import { CreateCompanyDto } from './create-company.dto';

/**
 * Every field optional; only the ones sent change. `null` clears a nullable field; on `type`
 * and `name`, which cannot be empty, it is a 422 rather than a silent no-op.
 */
export class UpdateCompanyDto extends PartialType(CreateCompanyDto, {
  skipNullProperties: false,
}) {}
