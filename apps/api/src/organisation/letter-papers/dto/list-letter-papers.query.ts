import { UnpagedListQueryDto, QueryBoolean } from '../../../platform/lists';
/** API fields that sort_by accepts, and their columns. */
export const LETTER_PAPER_SORT_FIELDS = {
  id: 'id',
  name: 'name',
  active: 'active',
  created_at: 'created_at',
  updated_at: 'updated_at',
} as const;

/** GET /account/letter_papers: one plain array, not paged. */
export class ListLetterPapersQuery extends UnpagedListQueryDto(LETTER_PAPER_SORT_FIELDS) {
  @QueryBoolean()
  active?: boolean;
}
