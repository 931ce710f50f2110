import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Inject,
  Param,
  Post,
  Put,
  type Type,
} from '@nestjs/common';
import { ApiOkResponse, type ApiOperationOptions, ApiTags } from '@nestjs/swagger';
import { CurrentAccount } from '../auth';
import type { AccountContext } from '../auth';
import { IdPipe } from './id.pipe';
import { ListQueryParam } from '../lists';
import type { Page } from '../lists';
import { PatchLikePut } from './patch-like-put.decorator';
import { ParamTypes } from './declared-route';
import { deletedRecordShape, describe, type EmptyAnswer, emptyAnswer } from './route-shapes';

// Kept importable from here, where factory-made controllers first needed it.
export { ParamTypes };

/** What a resource's routes call: its service's use cases, for one account each. */
export interface ResourceRoutes<Query, Create, Update, Response> {
  list(account: AccountContext, query: Query): Promise<Page<Response> | Response[]>;
  get(account: AccountContext, id: number): Promise<Response>;
  create(account: AccountContext, input: Create): Promise<Response>;
  update(account: AccountContext, id: number, input: Update): Promise<Response>;
  /** Deletes; resolves to the record as it was where the DELETE answers it (`answer: 'record'`). */
  remove?(account: AccountContext, id: number): Promise<Response | void>;
}

/** A service whose methods are the routes' use cases; its delete may be called `delete`. */
export type ResourceService<Query, Create, Update, Response> = Omit<
  ResourceRoutes<Query, Create, Update, Response>,
  'remove'
> & {
  remove?(account: AccountContext, id: number): Promise<Response | void>;
  delete?(account: AccountContext, id: number): Promise<Response | void>;
};

/** The routes of a service that has them under their own names (`routes: serviceRoutes`). */
export function serviceRoutes<Query, Create, Update, Response>(
  service: ResourceService<Query, Create, Update, Response>,
): ResourceRoutes<Query, Create, Update, Response> {
  const remove = service.remove ?? service.delete;
  return {
    list: (account, query) => service.list(account, query),
    get: (account, id) => service.get(account, id),
    create: (account, input) => service.create(account, input),
    update: (account, id, input) => service.update(account, id, input),
    remove: remove && ((account, id) => remove.call(service, account, id)),
  };
}

/**
 * The routes of a service whose DELETE answers the record as it was (the reference does so for
 * units, deal categories and more): `remove` is its `deleteAnswering`.
 */
export function recordAnsweringRoutes<Query, Create, Update, Response>(
  service: ResourceService<Query, Create, Update, Response> & {
    deleteAnswering(account: AccountContext, id: number): Promise<Response>;
  },
): ResourceRoutes<Query, Create, Update, Response> {
  return {
    ...serviceRoutes(service),
    remove: (account, id) => service.deleteAnswering(account, id),
  };
}

/** DELETE /<path>/{id}: its handler's name (part of the operationId) and its answer. */
export interface ResourceDeleteRoute {
  /** The handler's name, kept from the resource's first controller so operationIds stay. */
  method: 'delete' | 'remove';
  /**
   * `204` without a body, the reference's `200` with an empty JSON body, or `200` with the
   * record as it was (`record`: what `remove` resolves to).
   */
  answer: EmptyAnswer | 'record';
  description?: string;
  operation?: ApiOperationOptions;
}

export interface ResourceControllerOptions<Service, Query, Create, Update, Response> {
  /** The route prefix, e.g. `companies`. */
  path: string;
  /** The OpenAPI tag of every route. */
  tag: string;
  /** The service the routes call (injected). */
  service: Type<Service>;
  /** The routes' use cases: the service's methods (bound to a descriptor for twins). */
  routes(service: Service): ResourceRoutes<Query, Create, Update, Response>;
  /** The classes Nest validates and OpenAPI describes. */
  types: {
    query: Type<Query>;
    create: Type<Create>;
    update: Type<Update>;
    response: Type<Response>;
    /** Create's answer when it shows more than GET does (a web hook's secret, shown once). */
    created?: Type<Response>;
  };
  /** The list's description in OpenAPI (the unpaged lists say so). */
  listDescription?: string;
  /** The OpenAPI descriptions of create's and update's answers (default `OK`). */
  answers?: Partial<Record<'create' | 'update', string>>;
  /** OpenAPI summaries and descriptions of single routes. */
  operations?: Partial<Record<'list' | 'update', ApiOperationOptions>>;
  /** Without it the resource answers no DELETE. */
  delete?: ResourceDeleteRoute;
}

/**
 * The controller of a resource with the usual routes: list, get, create (200), update (PUT and
 * PATCH) and, where it has one, delete; each is one call of the resource's service. The resource
 * names its controller by extending the result (the name makes the operationIds) and adds its
 * own routes in the subclass: `export class CompaniesController extends ResourceController({...})`.
 */
export function ResourceController<Service, Query, Create, Update, Response>(
  options: ResourceControllerOptions<Service, Query, Create, Update, Response>,
): Type<{ routes: ResourceRoutes<Query, Create, Update, Response> }> {
  const { types, operations = {}, answers = {} } = options;

  @ApiTags(options.tag)
  @PatchLikePut()
  @Controller(options.path)
  class ResourceRoutesController {
    readonly routes: ResourceRoutes<Query, Create, Update, Response>;

    constructor(@Inject(options.service) service: Service) {
      this.routes = options.routes(service);
    }

    @Get()
    @ParamTypes(Object, types.query)
    @describe(operations.list)
    @ApiOkResponse({ type: types.response, isArray: true, description: options.listDescription })
    list(
      @CurrentAccount() account: AccountContext,
      @ListQueryParam(types.query) query: Query,
    ): Promise<Page<Response> | Response[]> {
      return this.routes.list(account, query);
    }

    @Get(':id')
    @ApiOkResponse({ type: types.response })
    get(
      @CurrentAccount() account: AccountContext,
      @Param('id', IdPipe) id: number,
    ): Promise<Response> {
      return this.routes.get(account, id);
    }

    @Post()
    @HttpCode(200)
    @ParamTypes(Object, types.create)
    @ApiOkResponse({ type: types.created ?? types.response, description: answers.create })
    create(@CurrentAccount() account: AccountContext, @Body() input: Create): Promise<Response> {
      return this.routes.create(account, input);
    }

    @Put(':id')
    @ParamTypes(Object, Number, types.update)
    @describe(operations.update)
    @ApiOkResponse({ type: types.response, description: answers.update })
    update(
      @CurrentAccount() account: AccountContext,
      @Param('id', IdPipe) id: number,
      @Body() input: Update,
    ): Promise<Response> {
      return this.routes.update(account, id, input);
    }
  }

  if (options.delete)
    addDeleteRoute(ResourceRoutesController, options.delete, options.path, types.response);
  return ResourceRoutesController;
}

/**
 * DELETE /<path>/{id} under the resource's own handler name: decorators applied by hand, since a
 * class body cannot choose a method's name.
 */
function addDeleteRoute(
  controller: Type<{ routes: ResourceRoutes<unknown, unknown, unknown, unknown> }>,
  route: ResourceDeleteRoute,
  path: string,
  response: Type<unknown>,
): void {
  const prototype = controller.prototype as Record<string, unknown>;
  async function handler(
    this: { routes: ResourceRoutes<unknown, unknown, unknown, unknown> },
    account: AccountContext,
    id: number,
  ): Promise<unknown> {
    if (!this.routes.remove) throw new Error(`${path} has no remove use case`);
    const deleted = await this.routes.remove(account, id);
    return route.answer === 'record' ? deleted : undefined;
  }
  // The OpenAPI explorer reads a handler's metadata under its function name.
  Object.defineProperty(handler, 'name', { value: route.method });
  Object.defineProperty(prototype, route.method, { value: handler, writable: true });
  const descriptor = Object.getOwnPropertyDescriptor(prototype, route.method)!;
  const answer =
    route.answer === 'record'
      ? deletedRecordShape(response, route.description).decorators
      : [...emptyAnswer(route.answer, route.description), Delete(':id')];
  for (const decorate of [ParamTypes(Object, Number), ...answer, describe(route.operation)])
    decorate(prototype, route.method, descriptor);
  CurrentAccount()(prototype, route.method, 0);
  Param('id', IdPipe)(prototype, route.method, 1);
}
