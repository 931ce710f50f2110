import { PartialType } from '@nestjs/swagger';
import { CreateProjectGroupDto } from './create-project-group.dto';

/** Every field optional; only the ones sent change. */
export class UpdateProjectGroupDto extends PartialType(CreateProjectGroupDto) {}
