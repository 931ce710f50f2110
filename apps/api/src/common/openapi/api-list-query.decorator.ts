import { applyDecorators } from '@nestjs/common';
import { ApiQuery } from '@nestjs/swagger';

/** The query parameter that marks an operation as a list in the OpenAPI document. */
export const LIST_PAGE_SIZE_PARAMETER = 'per_page';

/**
 * Documents the parameters every list endpoint shares (page, per_page, sort_by, ids,
 * updated_after, custom_properties); `sortFields` are the names sort_by accepts. The paging
 * headers of the answer (X-Page, X-Per-Page, X-Total, Link) are added to every operation with
 * `per_page` when the document is built (src/openapi): an ApiResponse here would replace the
 * type that the resource's own @ApiOkResponse declares.
 */
export function ApiListQuery(sortFields: readonly string[]): MethodDecorator {
  return applyDecorators(
    ApiQuery({
      name: 'page',
      required: false,
      schema: { type: 'integer', minimum: 1, default: 1 },
    }),
    ApiQuery({
      name: LIST_PAGE_SIZE_PARAMETER,
      required: false,
      schema: { type: 'integer', minimum: 1, maximum: 1000, default: 100 },
    }),
    ApiUnpagedListQuery(sortFields),
  );
}

/**
 * The parameters of a list the reference does not page: sort_by and the global filters, no
 * page or per_page, and so no paging headers in the document.
 */
export function ApiUnpagedListQuery(sortFields: readonly string[]): MethodDecorator {
  return applyDecorators(
    ApiQuery({
      name: 'sort_by',
      required: false,
      description: `\`<field> [asc|desc]\`; fields: ${sortFields.join(', ')}. Default \`id asc\`; ties always break by id.`,
      schema: { type: 'string' },
    }),
    ApiQuery({
      name: 'ids',
      required: false,
      description: 'Comma-separated IDs',
      schema: { type: 'string' },
    }),
    ApiQuery({
      name: 'updated_after',
      required: false,
      description: 'ISO 8601 timestamp; entities changed strictly after it',
      schema: { type: 'string', format: 'date-time' },
    }),
    ApiQuery({
      name: 'custom_properties',
      required: false,
      style: 'deepObject',
      explode: true,
      description:
        '`custom_properties[<field>]=<value>`, or `custom_properties[<field>][]=<value>` repeated for MultiSelect (all must match). Unknown fields give an empty list.',
      schema: { type: 'object', additionalProperties: { type: 'string' } },
    }),
  );
}
