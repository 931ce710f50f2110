import { ListQueryDto } from '../../../../platform/lists';

/** API fields that sort_by accepts, and their columns. */
export const PROJECT_CONTRACT_SORT_FIELDS = {
  id: 'id',
  created_at: 'created_at',
  updated_at: 'updated_at',
} as const;

/** GET /projects/{project_id}/contracts: the shared parameters only. */
export class ListProjectContractsQuery extends ListQueryDto(PROJECT_CONTRACT_SORT_FIELDS) {}
