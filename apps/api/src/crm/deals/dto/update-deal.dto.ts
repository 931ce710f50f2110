import { PartialType } from '@nestjs/swagger';
import { CreateDealDto } from './create-deal.dto';

/**
 * Every field optional; only the ones sent change. `null` clears a nullable field; on the
 * required ones (name, currency, status) it is a 422 rather than a silent no-op.
 */
export class UpdateDealDto extends PartialType(CreateDealDto, { skipNullProperties: false }) {}
