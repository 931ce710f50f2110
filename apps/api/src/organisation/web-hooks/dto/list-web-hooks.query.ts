import { ListQueryDto } from '../../../platform/lists';

/** API fields that sort_by accepts, and their columns. */
export const WEB_HOOK_SORT_FIELDS = {
  id: 'id',
  hook: 'hook',
  disabled_at: 'disabled_at',
  created_at: 'created_at',
  updated_at: 'updated_at',
} as const;

/** GET /account/web_hooks: paging, sort_by and the global filters. */
export class ListWebHooksQuery extends ListQueryDto(WEB_HOOK_SORT_FIELDS) {}
