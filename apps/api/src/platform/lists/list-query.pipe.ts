import { type ArgumentMetadata, Injectable, type PipeTransform } from '@nestjs/common';
import { FieldErrorCollector } from '@faktura/domain';
import { createValidationPipe } from '../request-validation';
import { customPropertyFilters } from './custom-property-filter';
import type { ListQuery, ListQueryClass } from './list-query.dto';
import { ListQueryService } from './list-query.service';

/** What `@ListQueryParam()` hands the pipe: the raw query and the caller's account. */
export interface ListQueryInput {
  query: Record<string, unknown>;
  accountId: number;
}

/**
 * Turns a list's query into its typed query class, as the global ValidationPipe turns a body
 * into its DTO, and checks the `custom_properties[...]` filters against the account's field
 * definitions: one 422 names every bad parameter, the custom properties among them.
 */
@Injectable()
export class ListQueryPipe implements PipeTransform<ListQueryInput, Promise<ListQuery>> {
  private readonly validation = createValidationPipe();

  constructor(private readonly lists: ListQueryService) {}

  async transform(input: ListQueryInput, metadata: ArgumentMetadata): Promise<ListQuery> {
    const errors = new FieldErrorCollector();
    let query: ListQuery | undefined;
    try {
      query = (await this.validation.transform(input.query, {
        type: 'query',
        metatype: metadata.metatype,
      })) as ListQuery;
    } catch (error) {
      errors.capture(() => {
        throw error;
      }, undefined);
    }
    const match = await this.lists.customPropertyMatch(
      input.accountId,
      (metadata.metatype as ListQueryClass | undefined)?.customFieldEntity,
      customPropertyFilters(input.query),
      (field, message) => errors.add(field, message),
    );
    errors.throwIfAny();
    return Object.assign(query as ListQuery, { custom_properties: match });
  }
}
