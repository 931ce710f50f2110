import { applyDecorators } from '@nestjs/common';
import { ApiHeader, ApiQuery, ApiResponse } from '@nestjs/swagger';

/**
 * Documents the parameters and headers every list endpoint shares (page, per_page, sort_by,
 * ids, updated_after, custom_properties); `sortFields` are the names sort_by accepts.
 */
export function ApiListQuery(sortFields: readonly string[]): MethodDecorator {
  return applyDecorators(
    ApiQuery({
      name: 'page',
      required: false,
      schema: { type: 'integer', minimum: 1, default: 1 },
    }),
    ApiQuery({
      name: 'per_page',
      required: false,
      schema: { type: 'integer', minimum: 1, maximum: 1000, default: 100 },
    }),
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
    ApiResponse({
      status: 200,
      description: 'One page',
      headers: {
        'X-Page': { schema: { type: 'integer' } },
        'X-Per-Page': { schema: { type: 'integer' } },
        'X-Total': { schema: { type: 'integer' } },
        Link: { description: 'rel="next", "prev", "first", "last"', schema: { type: 'string' } },
      },
    }),
    ApiHeader({
      name: 'Authorization',
      required: true,
      description: '`Token token=<KEY>` or `Bearer <KEY>`',
    }),
  );
}
