import {
  applyDecorators,
  createParamDecorator,
  type ExecutionContext,
  type Type,
} from '@nestjs/common';
import { ApiQuery } from '@nestjs/swagger';
import type { Request } from 'express';
import { type ListQueryInput, ListQueryPipe } from './list-query.pipe';
import { type QueryParameter, queryParametersOf } from './query-fields';

const listQueryInput = createParamDecorator(
  (_data: unknown, context: ExecutionContext): ListQueryInput => {
    const request = context.switchToHttp().getRequest<Request>();
    // The guard runs first on every non-public route, so this only fails on a wiring mistake.
    if (!request.account) throw new Error('ListQueryParam used on a route without authentication');
    return {
      query: request.query as Record<string, unknown>,
      accountId: request.account.accountId,
    };
  },
);

/**
 * The route's typed list query: the parameter's class (`ListQueryDto(...)` and the resource's
 * filters) filled from the query string by ListQueryPipe, and its fields documented as the
 * operation's query parameters. A parameter decorator of its own rather than `@Query()`,
 * because checking the custom property filters needs the caller's account; so the OpenAPI
 * parameters come from the fields' docs here, not from Nest's reading of `@Query()`. `type`
 * is the parameter's class, for a parameter whose declared type is generic (see ParamTypes).
 */
export function ListQueryParam(type?: Type<unknown>): ParameterDecorator {
  return (target, key, index) => {
    if (key === undefined) throw new Error('ListQueryParam belongs on a route method');
    listQueryInput(ListQueryPipe)(target, key, index);
    const types = Reflect.getMetadata('design:paramtypes', target, key) as Type<unknown>[];
    const route = Reflect.getOwnPropertyDescriptor(target, key) as PropertyDescriptor;
    ApiQueryParameters(queryParametersOf(type ?? types[index]))(target, key, route);
  };
}

/** One optional OpenAPI query parameter per documented field: an enum, or a schema. */
export function ApiQueryParameters(parameters: readonly QueryParameter[]): MethodDecorator {
  return applyDecorators(
    ...parameters.map(({ name, doc }) => {
      const { description, enum: values, style, explode, ...schema } = doc;
      return values
        ? ApiQuery({ name, required: false, description, enum: [...values] })
        : ApiQuery({ name, required: false, description, style, explode, schema });
    }),
  );
}
