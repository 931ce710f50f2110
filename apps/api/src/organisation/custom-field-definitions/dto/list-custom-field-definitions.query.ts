import { CustomFieldEntity, CustomFieldType } from '@faktura/db';
import { ListQueryDto, QueryOneOf } from '../../../platform/lists';
/**
 * API fields that sort_by accepts, and their columns. Not entity or kind: PostgreSQL sorts enums
 * in declaration order, which no client would expect; the filters group by them instead.
 */
export const CUSTOM_FIELD_SORT_FIELDS = {
  id: 'id',
  name: 'name',
  created_at: 'created_at',
  updated_at: 'updated_at',
} as const;

/** GET /account/custom_properties. */
export class ListCustomFieldDefinitionsQuery extends ListQueryDto(CUSTOM_FIELD_SORT_FIELDS) {
  @QueryOneOf(Object.values(CustomFieldEntity))
  entity?: CustomFieldEntity;

  @QueryOneOf(Object.values(CustomFieldType))
  kind?: CustomFieldType;
}
