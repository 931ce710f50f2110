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
import { ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { AccountContext } from '../auth/account-context';
import { CurrentAccount } from '../auth/current-account.decorator';
import { IdPipe } from '../id.pipe';
import { ListQueryParam } from '../lists/list-query.decorator';
import type { Page } from '../lists/page';
import { PatchLikePut } from './patch-like-put.decorator';

/** What a twin's routes call: its family's one service, bound to the member's descriptor. */
export interface TwinRoutes<Query, Create, Update, Response> {
  list(account: AccountContext, query: Query): Promise<Page<Response> | Response[]>;
  get(account: AccountContext, id: number): Promise<Response>;
  create(account: AccountContext, input: Create): Promise<Response>;
  update(account: AccountContext, id: number, input: Update): Promise<Response>;
  remove?(account: AccountContext, id: number): Promise<void>;
}

export interface TwinControllerOptions<Service, Query, Create, Update, Response> {
  /** The route prefix, e.g. `vat_code_sales`. */
  path: string;
  /** The OpenAPI tag of every route. */
  tag: string;
  /** The family's service (injected). */
  service: Type<Service>;
  /** The routes' use cases: the service's methods with the member's descriptor. */
  routes(service: Service): TwinRoutes<Query, Create, Update, Response>;
  /** The classes Nest validates and OpenAPI describes. */
  types: {
    query: Type<Query>;
    create: Type<Create>;
    update: Type<Update>;
    response: Type<Response>;
  };
  /** The list's description in OpenAPI (the unpaged lists say so). */
  listDescription?: string;
  /** The description of DELETE's 204; without it the member answers no DELETE. */
  removeDescription?: string;
}

/**
 * Sets the parameter types Nest's pipes and the OpenAPI explorer read; a parameter typed by a
 * generic compiles to Object, which would pass unvalidated.
 */
export function ParamTypes(...types: unknown[]): MethodDecorator {
  return (target, key) => Reflect.defineMetadata('design:paramtypes', types, target, key);
}

/**
 * The one controller of twin resources (VAT codes of sales and purchases, revenue and purchase
 * categories): list, get, create (200), update (PUT and PATCH) and, where the member has it,
 * delete (204), each one call of the family's service with the member's descriptor. A member
 * names its controller by extending the result (the name makes the operationIds):
 * `export class VatCodeSalesController extends TwinController({...}) {}`.
 */
export function TwinController<Service, Query, Create, Update, Response>(
  options: TwinControllerOptions<Service, Query, Create, Update, Response>,
): Type<object> {
  const { types } = options;

  @PatchLikePut()
  class TwinRoutesController {
    protected readonly routes: TwinRoutes<Query, Create, Update, Response>;

    constructor(@Inject(options.service) service: Service) {
      this.routes = options.routes(service);
    }

    @Get()
    @ParamTypes(Object, types.query)
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
    @ApiOkResponse({ type: types.response })
    create(@CurrentAccount() account: AccountContext, @Body() input: Create): Promise<Response> {
      return this.routes.create(account, input);
    }

    @Put(':id')
    @ParamTypes(Object, Number, types.update)
    @ApiOkResponse({ type: types.response })
    update(
      @CurrentAccount() account: AccountContext,
      @Param('id', IdPipe) id: number,
      @Body() input: Update,
    ): Promise<Response> {
      return this.routes.update(account, id, input);
    }
  }

  const removeDescription = options.removeDescription;
  if (removeDescription === undefined) return member(TwinRoutesController, options);

  class TwinRoutesWithDeleteController extends TwinRoutesController {
    @Delete(':id')
    @HttpCode(204)
    @ApiNoContentResponse({ description: removeDescription })
    remove(
      @CurrentAccount() account: AccountContext,
      @Param('id', IdPipe) id: number,
    ): Promise<void> {
      if (!this.routes.remove) throw new Error(`${options.path} has no remove use case`);
      return this.routes.remove(account, id);
    }
  }
  return member(TwinRoutesWithDeleteController, options);
}

/** The route prefix and tag, on the class the member extends. */
function member(controller: Type<object>, options: { path: string; tag: string }): Type<object> {
  ApiTags(options.tag)(controller);
  Controller(options.path)(controller);
  return controller;
}
