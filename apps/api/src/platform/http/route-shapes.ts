import { Delete, Get, HttpCode, Post, Put, type Type } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse } from '@nestjs/swagger';
import type { AccountContext } from '../auth/account-context';
import {
  accountParam,
  bodyParam,
  idParam,
  listQueryParam,
  type RouteParam,
  type RouteShape,
} from './declared-route';
import { EmptyJsonResponse } from './empty-json-response.decorator';

type Account = RouteParam<AccountContext>;
type Id = RouteParam<number>;

/** How a route that returns nothing answers: `204`, or the reference's `200` with an empty body. */
export type EmptyAnswer = 'no-content' | 'empty-json';

/** The decorators of an answer without a body; the empty JSON one says `Deleted` by default. */
export function emptyAnswer(answer: EmptyAnswer, description?: string): MethodDecorator[] {
  return answer === 'empty-json'
    ? [EmptyJsonResponse(description ?? 'Deleted')]
    : [HttpCode(204), ApiNoContentResponse({ description })];
}

/** `200` with `type` (an array of it with `isArray`), and a description only when given one. */
function ok(type: Type<unknown>, options: { isArray?: boolean; description?: string } = {}) {
  const { isArray, description } = options;
  return ApiOkResponse({
    type,
    ...(isArray && { isArray }),
    ...(description !== undefined && { description }),
  });
}

export interface ListShape<Q> {
  query: Type<Q>;
  response: Type<unknown>;
  /** Another list than GET /<path> (e.g. `locked`). */
  path?: string;
}

/** GET /<path>: a page of records for the typed list query. */
export function listShape<Q>(spec: ListShape<Q>): RouteShape<[Account, RouteParam<Q>]> {
  return {
    decorators: [Get(spec.path), ok(spec.response, { isArray: true })],
    params: [accountParam(), listQueryParam(spec.query)],
  };
}

export interface GetShape {
  response: Type<unknown>;
  /** A read of something the record has (`:id/timesheet`) instead of the record. */
  path?: string;
  isArray?: boolean;
  description?: string;
}

/** GET /<path>/{id}: one record, or what it has. */
export function getShape(spec: GetShape): RouteShape<[Account, Id]> {
  return {
    decorators: [Get(spec.path ?? ':id'), ok(spec.response, spec)],
    params: [accountParam(), idParam()],
  };
}

export interface CreateShape<B> {
  body: Type<B>;
  response: Type<unknown>;
  /** `201 Created`, or the reference's `200` (default). */
  status?: 200 | 201;
  /** Another creation than POST /<path> (e.g. `import`). */
  path?: string;
  description?: string;
}

/** POST /<path>: the new record. */
export function createShape<B>(spec: CreateShape<B>): RouteShape<[Account, RouteParam<B>]> {
  const status = spec.status ?? 200;
  const answer =
    status === 201 ? ApiCreatedResponse({ type: spec.response }) : ok(spec.response, spec);
  return {
    decorators: [Post(spec.path), HttpCode(status), answer],
    params: [accountParam(), bodyParam(spec.body)],
  };
}

export interface UpdateShape<B> {
  body: Type<B>;
  response: Type<unknown>;
  /** A change of one aspect (`:id/assign`) instead of PUT /<path>/{id}. */
  path?: string;
}

/** PUT /<path>/{id} (PATCH too, where the controller has PatchLikePut): the changed record. */
export function updateShape<B>(spec: UpdateShape<B>): RouteShape<[Account, Id, RouteParam<B>]> {
  return {
    decorators: [Put(spec.path ?? ':id'), ok(spec.response)],
    params: [accountParam(), idParam(), bodyParam(spec.body)],
  };
}

export interface DeleteShape<E extends readonly RouteParam<unknown>[]> {
  answer: EmptyAnswer;
  description?: string;
  /** Parameters the handler takes after the ID (a reason in the body or the query). */
  with?: readonly [...E];
}

/** DELETE /<path>/{id}. */
export function deleteShape<E extends readonly RouteParam<unknown>[] = []>(
  spec: DeleteShape<E>,
): RouteShape<[Account, Id, ...E]> {
  // Without `with`, E is the empty tuple.
  const extra = (spec.with ?? []) as E;
  return {
    decorators: [Delete(':id'), ...emptyAnswer(spec.answer, spec.description ?? 'Deleted')],
    params: [accountParam(), idParam(), ...extra],
  };
}
