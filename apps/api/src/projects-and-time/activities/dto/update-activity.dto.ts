import { PartialType } from '@nestjs/swagger';
import { CreateActivityDto } from './create-activity.dto';

/** Every field optional; only the ones sent change (a new project needs a task of it). */
export class UpdateActivityDto extends PartialType(CreateActivityDto) {}
