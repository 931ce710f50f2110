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
import {
  ApiBody,
  ApiExtraModels,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiTags,
  getSchemaPath,
} from '@nestjs/swagger';
import { PatchLikePut } from '../common/http/patch-like-put.decorator';
import type { AccountContext } from '../common/auth/account-context';
import { CurrentAccount } from '../common/auth/current-account.decorator';
import { IdPipe } from '../common/id.pipe';
import { ListQueryParam } from '../common/lists/list-query.decorator';
import type { Page } from '../common/lists/page';
import { bulkBodyPipe, MAX_BULK_ENTRIES } from '../common/validation/bulk-body.pipe';
import type { PaymentListQuery } from './dto/list-payments.query';

/** What the controller calls: PaymentsService of one parent. */
export interface PaymentsEndpoints<Create, Response> {
  list(account: AccountContext, query: PaymentListQuery): Promise<Page<Response>>;
  get(account: AccountContext, id: number): Promise<Response>;
  create(account: AccountContext, input: Create): Promise<Response>;
  bulkCreate(account: AccountContext, inputs: Create[]): Promise<Response[]>;
  update(account: AccountContext, id: number, input: Partial<Create>): Promise<Response>;
  delete(account: AccountContext, id: number): Promise<void>;
}

/** The routes, OpenAPI names and texts of one parent's payment endpoints. */
export interface PaymentsControllerOptions<Create extends object, Response> {
  route: string;
  tag: string;
  service: Type<PaymentsEndpoints<Create, Response>>;
  createDto: Type<Create>;
  updateDto: Type<Partial<Create>>;
  response: Type<Response>;
  /** The list's query class: the parent descriptor's `listQuery`. */
  listQuery: Type<PaymentListQuery>;
  /** How the OpenAPI document describes the answers of create, bulk create and delete. */
  describe: { create: string; bulkField: string; delete: string };
  /** The decorator of bulk create's answer (the invoices' has always been documented as 201). */
  bulkResponse: (options: {
    type: Type<Response>;
    isArray: true;
    description: string;
  }) => MethodDecorator;
}

const PAYMENT_NOUN = { one: 'payment', many: 'payments' };

/**
 * TypeScript records `Object` for a generic parameter; the validation pipes and the OpenAPI
 * document need the DTO or query class, so the handler names it.
 */
function ParamTypes(...types: unknown[]): MethodDecorator {
  return (target, key) => Reflect.defineMetadata('design:paramtypes', types, target, key);
}

/**
 * The controller of one parent's payments (list, get, create, bulk, update, delete); a subclass
 * per parent gives it its name, which the OpenAPI operationIds carry. Register it before the
 * parent's own controller, so `/<parent>/:id` does not take `/<parent>/payments`.
 */
export function paymentsController<Create extends object, Response>(
  options: PaymentsControllerOptions<Create, Response>,
): Type<object> {
  const { createDto, updateDto, response, listQuery, describe } = options;
  const payments = {
    type: 'array',
    maxItems: MAX_BULK_ENTRIES,
    items: { $ref: getSchemaPath(createDto) },
  } as const;

  @ApiTags(options.tag)
  @ApiExtraModels(createDto)
  @PatchLikePut()
  @Controller(options.route)
  class PaymentsController {
    constructor(
      @Inject(options.service) private readonly payments: PaymentsEndpoints<Create, Response>,
    ) {}

    @Get()
    @ApiOkResponse({ type: response, isArray: true })
    @ParamTypes(Object, listQuery)
    list(
      @CurrentAccount() account: AccountContext,
      @ListQueryParam(listQuery) query: PaymentListQuery,
    ): Promise<Page<Response>> {
      return this.payments.list(account, query);
    }

    @Get(':id')
    @ApiOkResponse({ type: response })
    get(
      @CurrentAccount() account: AccountContext,
      @Param('id', IdPipe) id: number,
    ): Promise<Response> {
      return this.payments.get(account, id);
    }

    @Post()
    @HttpCode(200)
    @ApiOkResponse({ type: response, description: describe.create })
    @ParamTypes(Object, createDto)
    create(@CurrentAccount() account: AccountContext, @Body() input: Create): Promise<Response> {
      return this.payments.create(account, input);
    }

    @Post('bulk')
    @HttpCode(200)
    @ApiBody({
      description:
        'An array of payments, or `{"bulk_data": [...]}`. All are recorded or none; errors name ' +
        `the entry, e.g. \`[2].${describe.bulkField}\``,
      schema: {
        oneOf: [
          payments,
          { type: 'object', required: ['bulk_data'], properties: { bulk_data: payments } },
        ],
      },
    })
    @options.bulkResponse({ type: response, isArray: true, description: 'In input order' })
    bulkCreate(
      @CurrentAccount() account: AccountContext,
      @Body(bulkBodyPipe(createDto, PAYMENT_NOUN)) inputs: Create[],
    ): Promise<Response[]> {
      return this.payments.bulkCreate(account, inputs);
    }

    @Put(':id')
    @ApiOkResponse({ type: response })
    @ParamTypes(Object, Number, updateDto)
    update(
      @CurrentAccount() account: AccountContext,
      @Param('id', IdPipe) id: number,
      @Body() input: Partial<Create>,
    ): Promise<Response> {
      return this.payments.update(account, id, input);
    }

    @Delete(':id')
    @HttpCode(204)
    @ApiNoContentResponse({ description: describe.delete })
    delete(
      @CurrentAccount() account: AccountContext,
      @Param('id', IdPipe) id: number,
    ): Promise<void> {
      return this.payments.delete(account, id);
    }
  }
  return PaymentsController;
}
