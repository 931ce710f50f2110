import { Controller, type Type } from '@nestjs/common';
import { ApiParam, ApiTags } from '@nestjs/swagger';
import {
  type DeclaredRoute,
  defineRoute,
  idParam,
  type RouteParam,
  type ServicesHolder,
} from './declared-route';
import { PatchLikePut } from './patch-like-put.decorator';
import { type RouteBuilder, routeBuilder } from './route-builder';
import { assertRouteOrder } from './route-order';

/** The classes a controller's routes call, under the names its routes use. */
export type Injectables = Readonly<Record<string, Type<object>>>;

/** The instances Nest injects for `D`, under the same names. */
export type InstancesOf<D extends Injectables> = { readonly [K in keyof D]: InstanceType<D[K]> };

/** The path IDs a nested controller's routes take first: its parent's, or none. */
export type ParentIds<P> = P extends string ? [RouteParam<number>] : [];

export interface DeclaredControllerOptions<D extends Injectables, B, P = undefined> {
  /** The route prefix, e.g. `offers` or `projects/:project_id/tasks`. */
  path: string;
  /** The OpenAPI tag of every route. */
  tag: string;
  /** A nested resource's parent ID in the path (`project_id`): every route takes it first. */
  parent?: P;
  /** What the routes call, injected by Nest in this order. */
  inject: D;
  /**
   * The routes by handler name (the name is part of the operationId). They are registered in
   * the order written, and Nest matches in that order: `locked` and `:id.pdf` before `:id`.
   */
  routes(route: B): Record<string, DeclaredRoute<InstancesOf<D>>>;
}

/** The route with the parent's ID after the account (see DeclaredControllerOptions.parent). */
function nested<S>(route: DeclaredRoute<S>, parent: string): DeclaredRoute<S> {
  const [account, ...rest] = route.shape.params;
  return { ...route, shape: { ...route.shape, params: [account, idParam(parent), ...rest] } };
}

/**
 * A controller whose routes are declarations instead of handlers written out: each is a kind
 * (list, get, create, ...) with its DTO classes and the use case it calls. PATCH answers
 * wherever PUT does (PatchLikePut). The resource names its controller by extending the result
 * (the name makes the operationIds): `export class XController extends DeclaredController(...)`.
 */
export function declaredController<D extends Injectables, B, P extends string | undefined>(
  options: DeclaredControllerOptions<D, B, P>,
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
  const { parent } = options;
  const routes = Object.entries(options.routes(builder));
  for (const [name, route] of routes)
    defineRoute(DeclaredRoutesController, name, parent ? nested(route, parent) : route);
  assertRouteOrder(
    DeclaredRoutesController.prototype,
    routes.map(([name]) => name),
  );
  Controller(options.path)(DeclaredRoutesController);
  PatchLikePut()(DeclaredRoutesController);
  if (parent) ApiParam({ name: parent, type: Number })(DeclaredRoutesController);
  ApiTags(options.tag)(DeclaredRoutesController);
  return DeclaredRoutesController;
}

/** A declared controller with the usual kinds of routes (see declaredController). */
export function DeclaredController<D extends Injectables, P extends string | undefined = undefined>(
  options: DeclaredControllerOptions<D, RouteBuilder<InstancesOf<D>, ParentIds<P>>, P>,
): Type<ServicesHolder<InstancesOf<D>>> {
  return declaredController(options, routeBuilder<InstancesOf<D>, ParentIds<P>>());
}
