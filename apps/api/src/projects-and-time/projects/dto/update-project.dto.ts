import { PartialType } from '@nestjs/swagger';
import { CreateProjectDto } from './create-project.dto';

/**
 * Every field optional; only the ones sent change. `null` clears a nullable field; on the
 * required ones (name, company_id/customer_id, currency, booleans) it is a 422 rather than a silent no-op.
 */
export class UpdateProjectDto extends PartialType(CreateProjectDto, {
  skipNullProperties: false,
}) {}
