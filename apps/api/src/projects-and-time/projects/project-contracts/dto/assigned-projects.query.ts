import { QueryBoolean, UnpagedListQueryDto } from '../../../../platform/lists';
import { PROJECT_SORT_FIELDS } from '../../dto/list-projects.query';

/** GET /projects/assigned: not paged, as the reference answers it; `active` filters projects. */
export class AssignedProjectsQuery extends UnpagedListQueryDto(PROJECT_SORT_FIELDS) {
  @QueryBoolean({ description: 'true: active projects only; false: archived ones only' })
  active?: boolean;
}
