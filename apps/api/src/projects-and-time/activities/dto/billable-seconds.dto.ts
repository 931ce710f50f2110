import { IntField } from '../../../platform/input';
import { MAX_SECONDS } from './create-activity.dto';

/** The body of PATCH /activities/{id}/billable_seconds. */
export class BillableSecondsDto {
  @IntField({
    min: 0,
    max: MAX_SECONDS,
    example: 3600,
    minimum: 0,
    description: 'The billable time in whole seconds; the worked time stays',
  })
  seconds!: number;
}
