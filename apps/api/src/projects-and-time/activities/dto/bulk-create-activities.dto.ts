import { NestedListField } from '../../../platform/input';
import { CreateActivityDto } from './create-activity.dto';

/** Most activities POST /activities/bulk creates at once (the reference's limit). */
export const MAX_BULK_ACTIVITIES = 100;

/** The body of POST /activities/bulk. */
export class BulkCreateActivitiesDto {
  @NestedListField(CreateActivityDto, {
    minSize: 1,
    maxSize: MAX_BULK_ACTIVITIES,
    description: 'Each as POST /activities takes it; all are created or none',
  })
  activities!: CreateActivityDto[];
}
