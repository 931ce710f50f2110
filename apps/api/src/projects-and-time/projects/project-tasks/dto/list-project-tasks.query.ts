import { ListQueryDto } from '../../../../platform/lists';

/** API fields that sort_by accepts, and their columns. */
export const PROJECT_TASK_SORT_FIELDS = {
  id: 'id',
  name: 'name',
  created_at: 'created_at',
  updated_at: 'updated_at',
} as const;

/** GET /projects/{project_id}/tasks: the shared parameters only. */
export class ListProjectTasksQuery extends ListQueryDto(PROJECT_TASK_SORT_FIELDS) {}
