import { Controller, type Type } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { AccountContext } from '../auth/account-context';
import type { Page } from '../lists/page';
import {
  type DeclaredRoute,
  declareRoute,
  defineRoute,
  type RouteHandle,
  type RouteParam,
  type RouteShape,
  type ServicesHolder,
} from './declared-route';
import { PatchLikePut } from './patch-like-put.decorator';
import { assertRouteOrder } from './route-order';
import {
  type CreateShape,
  createShape,
  type DeleteShape,
  deleteShape,
  type GetShape,
  getShape,
  type ListShape,
  listShape,
  type UpdateShape,
  updateShape,
} from './route-shapes';

type Account = RouteParam<AccountContext>;
type Id = RouteParam<number>;

/** The classes a controller's routes call, under the names its routes use. */
export type Injectables = Readonly<Record<string, Type<object>>>;

/** The instances Nest injects for `D`, under the same names. */
export type InstancesOf<D extends Injectables> = { readonly [K in keyof D]: InstanceType<D[K]> };

/** Makes the routes of a controller whose services are `S`, one method per kind of route. */
export interface RouteBuilder<S> {
  list<Q, R>(
    spec: ListShape<Q> & { response: Type<R> },
    handle: RouteHandle<S, [Account, RouteParam<Q>], Page<R> | R[]>,
  ): DeclaredRoute<S>;
  get<R>(
    spec: GetShape & { response: Type<R> },
    handle: RouteHandle<S, [Account, Id], R | R[]>,
  ): DeclaredRoute<S>;
  create<B, R>(
    spec: CreateShape<B> & { response: Type<R> },
    handle: RouteHandle<S, [Account, RouteParam<B>], R>,
  ): DeclaredRoute<S>;
  update<B, R>(
    spec: UpdateShape<B> & { response: Type<R> },
    handle: RouteHandle<S, [Account, Id, RouteParam<B>], R>,
  ): DeclaredRoute<S>;
  delete<E extends readonly RouteParam<unknown>[] = []>(
    spec: DeleteShape<E>,
    handle: RouteHandle<S, [Account, Id, ...E], void>,
  ): DeclaredRoute<S>;
  /** A route no kind describes: its decorators and parameters as written above a handler. */
  custom<P extends readonly RouteParam<unknown>[], Result>(
    shape: RouteShape<[...P], Result>,
    handle: RouteHandle<S, [...P], Result>,
  ): DeclaredRoute<S>;
}

/** The route builder of a controller whose services are `S`. */
export const routeBuilder = <S>(): RouteBuilder<S> => ({
  list: (spec, handle) => declareRoute(listShape(spec), handle),
  get: (spec, handle) => declareRoute(getShape(spec), handle),
  create: (spec, handle) => declareRoute(createShape(spec), handle),
  update: (spec, handle) => declareRoute(updateShape(spec), handle),
  delete: (spec, handle) => declareRoute(deleteShape(spec), handle),
  custom: (shape, handle) => declareRoute(shape, handle),
});

export interface DeclaredControllerOptions<D extends Injectables, B> {
  /** The route prefix, e.g. `offers`. */
  path: string;
  /** The OpenAPI tag of every route. */
  tag: string;
  /** What the routes call, injected by Nest in this order. */
  inject: D;
  /**
   * The routes by handler name (the name is part of the operationId). They are registered in
   * the order written, and Nest matches in that order: `locked` and `:id.pdf` before `:id`.
   */
  routes(route: B): Record<string, DeclaredRoute<InstancesOf<D>>>;
}

/**
 * A controller whose routes are declarations instead of handlers written out: each is a kind
 * (list, get, create, ...) with its DTO classes and the use case it calls. PATCH answers
 * wherever PUT does (PatchLikePut). The resource names its controller by extending the result
 * (the name makes the operationIds): `export class XController extends DeclaredController(...)`.
 */
export function declaredController<D extends Injectables, B>(
  options: DeclaredControllerOptions<D, B>,
  builder: B,
): Type<ServicesHolder<InstancesOf<D>>> {
  const names = Object.keys(options.inject);

  class DeclaredRoutesController implements ServicesHolder<InstancesOf<D>> {
    readonly services: InstancesOf<D>;

    constructor(...instances: object[]) {
      const services = names.map((name, index) => [name, instances[index]]);
      this.services = Object.fromEntries(services) as InstancesOf<D>;
    }
  }
  // What Nest injects: the constructor's parameter types, as TypeScript would have recorded.
  Reflect.defineMetadata(
    'design:paramtypes',
    Object.values(options.inject),
    DeclaredRoutesController,
  );
  const routes = Object.entries(options.routes(builder));
  for (const [name, route] of routes) defineRoute(DeclaredRoutesController, name, route);
  assertRouteOrder(
    DeclaredRoutesController.prototype,
    routes.map(([name]) => name),
  );
  Controller(options.path)(DeclaredRoutesController);
  PatchLikePut()(DeclaredRoutesController);
  ApiTags(options.tag)(DeclaredRoutesController);
  return DeclaredRoutesController;
}

/** A declared controller with the usual kinds of routes (see declaredController). */
export function DeclaredController<D extends Injectables>(
  options: DeclaredControllerOptions<D, RouteBuilder<InstancesOf<D>>>,
): Type<ServicesHolder<InstancesOf<D>>> {
  return declaredController(options, routeBuilder<InstancesOf<D>>());
}
