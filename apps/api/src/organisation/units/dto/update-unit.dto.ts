import { PartialType } from '@nestjs/swagger';
import { CreateUnitDto } from './create-unit.dto';

/** Every field optional; only the ones sent change (`null` for the name is a 422). */
export class UpdateUnitDto extends PartialType(CreateUnitDto, { skipNullProperties: false }) {}
