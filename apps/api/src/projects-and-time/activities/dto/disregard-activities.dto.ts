import {
  IdField,
  IdListField,
  LONG_TEXT,
  RequiredWithout,
  TextField,
} from '../../../platform/input';
import { MAX_BULK_ACTIVITIES } from './bulk-create-activities.dto';

/** The body of POST /activities/disregard (`customer_id` is an alias of company_id). */
export class DisregardActivitiesDto {
  @IdField({
    when: RequiredWithout('customer_id'),
    example: 12,
    description: "The customer whose projects' activities these are",
  })
  company_id?: number;

  @IdField({ optional: true, deprecated: true, description: 'Alias of company_id' })
  customer_id?: number;

  @TextField({
    maxLength: LONG_TEXT,
    example: 'Goodwill: part of the warranty',
    description: 'Why they are not billed; kept with each activity',
  })
  reason!: string;

  @IdField({ optional: true, example: 3, description: 'Their project, a project of the company' })
  project_id?: number;

  @IdListField({
    maxSize: MAX_BULK_ACTIVITIES,
    notEmpty: true,
    example: [981, 982],
    description: 'Unbilled activities of the company (and of the project, when given)',
  })
  activity_ids!: number[];
}
