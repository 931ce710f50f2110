import { Body, HttpCode, Inject, Post, type Type } from '@nestjs/common';
import { ApiBody, ApiExtraModels, getSchemaPath } from '@nestjs/swagger';
import { CurrentAccount } from '../../platform/auth';
import type { AccountContext } from '../../platform/auth';
import { ResourceController, serviceRoutes } from '../../platform/http';
import type { Page } from '../../platform/lists';
import { bulkBodyPipe, MAX_BULK_ENTRIES } from '../../platform/request-validation';
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
 * The controller of one parent's payments: the usual routes of `ResourceController` plus bulk
 * create; a subclass per parent gives it its name, which the OpenAPI operationIds carry.
 * Register it before the parent's own controller, so `/<parent>/:id` does not take
 * `/<parent>/payments`.
 */
export function paymentsController<Create extends object, Response>(
  options: PaymentsControllerOptions<Create, Response>,
): Type<object> {
  const { createDto, response, describe } = options;
  const payments = {
    type: 'array',
    maxItems: MAX_BULK_ENTRIES,
    items: { $ref: getSchemaPath(createDto) },
  } as const;

  @ApiExtraModels(createDto)
  class PaymentsController extends ResourceController({
    path: options.route,
    tag: options.tag,
    service: options.service,
    routes: serviceRoutes,
    types: { query: options.listQuery, create: createDto, update: options.updateDto, response },
    answers: { create: describe.create },
    delete: { method: 'delete', answer: 'no-content', description: describe.delete },
  }) {
    constructor(
      @Inject(options.service) private readonly payments: PaymentsEndpoints<Create, Response>,
    ) {
      super(payments);
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
  }
  return PaymentsController;
}
