import type { Type } from '@nestjs/common';
import type { AccountContext } from '../auth';
import type { Page } from '../lists';
import {
  type DeclaredRoute,
  declareRoute,
  type RouteParam,
  type RouteShape,
  type RouteUse,
} from './declared-route';
import {
  type ActionShape,
  actionShape,
  type CreateShape,
  createShape,
  type DeleteShape,
  deleteShape,
  deletedRecordShape,
  type GetShape,
  getShape,
  type Ids,
  type ListShape,
  listShape,
  type UpdateShape,
  updateShape,
} from './route-shapes';

type Account = RouteParam<AccountContext>;
type Id = RouteParam<number>;
type Params = readonly RouteParam<unknown>[];

/** The parameters `P` of a route in a controller nested under `Parents`: theirs after the account. */
export type Nested<P extends Params, Parents extends Ids> = P extends readonly [
  infer First extends RouteParam<unknown>,
  ...infer Rest extends RouteParam<unknown>[],
]
  ? [First, ...Parents, ...Rest]
  : P;

/** What a route of kind `P` calls in a controller whose services are `S`. */
type Use<S, Parents extends Ids, P extends Params, Result> = RouteUse<
  S,
  Nested<P, Parents>,
  Result
>;

type BodyParams<B> = unknown extends B ? [] : [RouteParam<B>];

/**
 * Makes the routes of a controller whose services are `S` (nested under `Parents`), one method
 * per kind of route: its shape (see route-shapes.ts) and the use case it calls.
 */
export interface RouteBuilder<S, Parents extends Ids = []> {
  list<Q, R, I extends Ids = []>(
    spec: ListShape<Q, I> & { response: Type<R> },
    use: Use<S, Parents, [Account, ...I, RouteParam<Q>], Page<R> | R[]>,
  ): DeclaredRoute<S>;
  get<R, I extends Ids = [Id]>(
    spec: GetShape<I> & { response: Type<R> },
    use: Use<S, Parents, [Account, ...I], R | R[]>,
  ): DeclaredRoute<S>;
  create<B, R>(
    spec: CreateShape<B> & { response: Type<R> },
    use: Use<S, Parents, [Account, RouteParam<B>], R>,
  ): DeclaredRoute<S>;
  update<B, R>(
    spec: UpdateShape<B> & { response: Type<R> },
    use: Use<S, Parents, [Account, Id, RouteParam<B>], R>,
  ): DeclaredRoute<S>;
  action<R, B = unknown, I extends Ids = [Id]>(
    spec: ActionShape<B, I> & { response: Type<R> },
    use: Use<S, Parents, [Account, ...I, ...BodyParams<B>], R>,
  ): DeclaredRoute<S>;
  delete<E extends Params = []>(
    spec: DeleteShape<E>,
    use: Use<S, Parents, [Account, Id, ...E], void>,
  ): DeclaredRoute<S>;
  /** DELETE /<path>/{id} answering `200` with the record as it was, as the reference often does. */
  deleted<R>(
    spec: { response: Type<R>; description?: string },
    use: Use<S, Parents, [Account, Id], R>,
  ): DeclaredRoute<S>;
  /** A route no kind describes: its decorators and parameters as written above a handler. */
  custom<P extends Params, Result>(
    shape: RouteShape<[...P], Result>,
    use: Use<S, Parents, [...P], Result>,
  ): DeclaredRoute<S>;
}

/** One route; the kinds check its use case against its shape, so here both are loose. */
export function looseRoute<S>(shape: unknown, use: unknown): DeclaredRoute<S> {
  return declareRoute(shape as RouteShape<Params>, use as RouteUse<S, Params, unknown>);
}

/** The route builder of a controller whose services are `S`. */
export const routeBuilder = <S, Parents extends Ids = []>(): RouteBuilder<S, Parents> => ({
  list: (spec, use) => looseRoute(listShape(spec), use),
  get: (spec, use) => looseRoute(getShape(spec), use),
  create: (spec, use) => looseRoute(createShape(spec), use),
  update: (spec, use) => looseRoute(updateShape(spec), use),
  action: (spec, use) => looseRoute(actionShape(spec), use),
  delete: (spec, use) => looseRoute(deleteShape(spec), use),
  deleted: (spec, use) => looseRoute(deletedRecordShape(spec.response, spec.description), use),
  custom: (shape, use) => looseRoute(shape, use),
});
