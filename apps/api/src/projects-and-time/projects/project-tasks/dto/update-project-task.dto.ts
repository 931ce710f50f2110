import { PartialType } from '@nestjs/swagger';
import { CreateProjectTaskDto } from './create-project-task.dto';

/** Every field optional; only the ones sent change. */
export class UpdateProjectTaskDto extends PartialType(CreateProjectTaskDto) {}
