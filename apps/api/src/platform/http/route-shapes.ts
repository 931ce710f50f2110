import { Delete, Get, HttpCode, Post, Put, type Type } from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  type ApiOperationOptions,
} from '@nestjs/swagger';
import type { AccountContext } from '../auth';
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

/** The path IDs a handler takes after the account, e.g. `[idParam(), idParam('approval_id')]`. */
export type Ids = readonly RouteParam<number>[];

/** What every kind of route may say in OpenAPI besides its answer. */
export interface Documented {
  /** The route's summary and description. */
  operation?: ApiOperationOptions;
  /** The answer's description. */
  description?: string;
}

/** How a route that returns nothing answers: `204`, or the reference's `200` with an empty body. */
export type EmptyAnswer = 'no-content' | 'empty-json';

/** The decorators of an answer without a body; the empty JSON one says `Deleted` by default. */
export function emptyAnswer(answer: EmptyAnswer, description?: string): MethodDecorator[] {
  return answer === 'empty-json'
    ? [EmptyJsonResponse(description ?? 'Deleted')]
    : [HttpCode(204), ApiNoContentResponse({ description })];
}

/** `ApiOperation` when the route describes itself, else nothing. */
export const describe = (operation?: ApiOperationOptions): MethodDecorator =>
  operation ? ApiOperation(operation) : () => undefined;

/** `200` with `type` (an array of it with `isArray`), and a description only when given one. */
function ok(type: Type<unknown>, options: { isArray?: boolean; description?: string } = {}) {
  const { isArray, description } = options;
  return ApiOkResponse({
    type,
    ...(isArray && { isArray }),
    ...(description !== undefined && { description }),
  });
}

const ID: [RouteParam<number>] = [idParam()];

export interface ListShape<Q, I extends Ids> extends Documented {
  query: Type<Q>;
  response: Type<unknown>;
  /** Another list than GET /<path> (e.g. `locked`). */
  path?: string;
  /** The IDs in the controller's path (a hook's deliveries); none by default. */
  ids?: readonly [...I];
}

/** GET /<path>: a page of records for the typed list query. */
export function listShape<Q, I extends Ids = []>(
  spec: ListShape<Q, I>,
): RouteShape<[Account, ...I, RouteParam<Q>]> {
  return {
    decorators: [Get(spec.path), describe(spec.operation), ok(spec.response, { isArray: true })],
    params: [accountParam(), ...((spec.ids ?? []) as I), listQueryParam(spec.query)],
  };
}

export interface GetShape<I extends Ids> extends Documented {
  response: Type<unknown>;
  /** A read of something the record has (`:id/timesheet`) instead of the record. */
  path?: string;
  isArray?: boolean;
  /** The path IDs (default `id`). */
  ids?: readonly [...I];
}

/** GET /<path>/{id}: one record, or what it has. */
export function getShape<I extends Ids = [RouteParam<number>]>(
  spec: GetShape<I>,
): RouteShape<[Account, ...I]> {
  return {
    decorators: [Get(spec.path ?? ':id'), describe(spec.operation), ok(spec.response, spec)],
    params: [accountParam(), ...((spec.ids ?? ID) as I)],
  };
}

export interface CreateShape<B> extends Documented {
  body: Type<B>;
  response: Type<unknown>;
  /** `201 Created`, or the reference's `200` (default). */
  status?: 200 | 201;
  /** Another creation than POST /<path> (e.g. `import`). */
  path?: string;
}

/** POST /<path>: the new record. */
export function createShape<B>(spec: CreateShape<B>): RouteShape<[Account, RouteParam<B>]> {
  const status = spec.status ?? 200;
  const answer =
    status === 201 ? ApiCreatedResponse({ type: spec.response }) : ok(spec.response, spec);
  return {
    decorators: [Post(spec.path), HttpCode(status), describe(spec.operation), answer],
    params: [accountParam(), bodyParam(spec.body)],
  };
}

export interface UpdateShape<B> extends Documented {
  body: Type<B>;
  response: Type<unknown>;
  /** A change of one aspect (`:id/assign`) instead of PUT /<path>/{id}. */
  path?: string;
}

/** PUT /<path>/{id} (PATCH too, where the controller has PatchLikePut): the changed record. */
export function updateShape<B>(
  spec: UpdateShape<B>,
): RouteShape<[Account, RouteParam<number>, RouteParam<B>]> {
  return {
    decorators: [Put(spec.path ?? ':id'), describe(spec.operation), ok(spec.response, spec)],
    params: [accountParam(), idParam(), bodyParam(spec.body)],
  };
}

export interface ActionShape<B, I extends Ids> extends Documented {
  /** POST, or PUT (and so PATCH). */
  method: 'post' | 'put';
  /** Relative to the controller's path, e.g. `:id/resend` or `` for the path itself. */
  path: string;
  response: Type<unknown>;
  /** The path IDs (default `id`). */
  ids?: readonly [...I];
  /** The body's class; without it the handler takes none. */
  body?: Type<B>;
}

type BodyParams<B> = unknown extends B ? [] : [RouteParam<B>];

/** A POST or PUT that does one thing to a record (resend, activate, approve): 200 with it. */
export function actionShape<B = unknown, I extends Ids = [RouteParam<number>]>(
  spec: ActionShape<B, I>,
): RouteShape<[Account, ...I, ...BodyParams<B>]> {
  const route = spec.method === 'post' ? Post : Put;
  const body = (spec.body ? [bodyParam(spec.body)] : []) as BodyParams<B>;
  return {
    decorators: [
      route(spec.path),
      HttpCode(200),
      describe(spec.operation),
      ok(spec.response, spec),
    ],
    params: [accountParam(), ...((spec.ids ?? ID) as I), ...body],
  };
}

export interface DeleteShape<E extends readonly RouteParam<unknown>[]> {
  answer: EmptyAnswer;
  description?: string;
  operation?: ApiOperationOptions;
  /** What is deleted, relative to the controller's path (default `:id`). */
  path?: string;
  /** Parameters the handler takes after the ID (a reason in the body or the query). */
  with?: readonly [...E];
}

/** DELETE /<path>/{id}. */
export function deleteShape<E extends readonly RouteParam<unknown>[] = []>(
  spec: DeleteShape<E>,
): RouteShape<[Account, RouteParam<number>, ...E]> {
  // Without `with`, E is the empty tuple.
  const extra = (spec.with ?? []) as E;
  const answer = emptyAnswer(spec.answer, spec.description ?? 'Deleted');
  return {
    decorators: [Delete(spec.path ?? ':id'), describe(spec.operation), ...answer],
    params: [accountParam(), idParam(), ...extra],
  };
}

/** DELETE /<path>/{id} answering `200` with the deleted record, as the reference often does. */
export function deletedRecordShape(
  response: Type<unknown>,
  description = 'Deleted; the record as it was',
): RouteShape<[Account, RouteParam<number>]> {
  return {
    decorators: [Delete(':id'), HttpCode(200), ok(response, { description })],
    params: [accountParam(), idParam()],
  };
}
