import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import {
  ApiBody,
  ApiExtraModels,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiQuery,
  ApiTags,
  getSchemaPath,
} from '@nestjs/swagger';
import { PatchLikePut } from '../common/http/patch-like-put.decorator';
import type { AccountContext } from '../common/auth/account-context';
import { CurrentAccount } from '../common/auth/current-account.decorator';
import { IdPipe } from '../common/id.pipe';
import type { Page } from '../common/lists/page';
import { ApiListQuery } from '../common/openapi/api-list-query.decorator';
import { bulkBodyPipe, MAX_BULK_ENTRIES } from '../common/validation/bulk-body.pipe';
import { CreatePurchasePaymentDto } from './dto/create-purchase-payment.dto';
import { PurchasePaymentResponse } from './dto/purchase-payment.response';
import { UpdatePurchasePaymentDto } from './dto/update-purchase-payment.dto';
import { PURCHASE_PAYMENT_SORT_FIELDS } from './purchase-payment-list.filters';
import { PurchasePaymentsService } from './purchase-payments.service';

const DATE = { type: 'string', format: 'date' } as const;
const PAYMENT_NOUN = { one: 'payment', many: 'payments' };
const PAYMENTS = {
  type: 'array',
  maxItems: MAX_BULK_ENTRIES,
  items: { $ref: getSchemaPath(CreatePurchasePaymentDto) },
} as const;

/** /purchases/payments; registered before PurchasesController so `/purchases/:id` does not take it. */
@ApiTags('Purchase payments')
@ApiExtraModels(CreatePurchasePaymentDto)
@PatchLikePut()
@Controller('purchases/payments')
export class PurchasePaymentsController {
  constructor(private readonly payments: PurchasePaymentsService) {}

  @Get()
  @ApiListQuery(Object.keys(PURCHASE_PAYMENT_SORT_FIELDS))
  @ApiQuery({ name: 'date_from', required: false, description: 'Paid on or after', schema: DATE })
  @ApiQuery({ name: 'date_to', required: false, description: 'Paid on or before', schema: DATE })
  @ApiQuery({
    name: 'purchase_id',
    required: false,
    description: 'One or several purchase IDs, comma-separated',
    schema: { type: 'string', example: '31,32' },
  })
  @ApiOkResponse({ type: PurchasePaymentResponse, isArray: true })
  list(
    @CurrentAccount() account: AccountContext,
    @Query() query: Record<string, unknown>,
  ): Promise<Page<PurchasePaymentResponse>> {
    return this.payments.list(account, query);
  }

  @Get(':id')
  @ApiOkResponse({ type: PurchasePaymentResponse })
  get(
    @CurrentAccount() account: AccountContext,
    @Param('id', IdPipe) id: number,
  ): Promise<PurchasePaymentResponse> {
    return this.payments.get(account, id);
  }

  @Post()
  @HttpCode(200)
  @ApiOkResponse({ type: PurchasePaymentResponse, description: 'Recorded on the purchase' })
  create(
    @CurrentAccount() account: AccountContext,
    @Body() input: CreatePurchasePaymentDto,
  ): Promise<PurchasePaymentResponse> {
    return this.payments.create(account, input);
  }

  @Post('bulk')
  @HttpCode(200)
  @ApiBody({
    description:
      'An array of payments, or `{"bulk_data": [...]}`. All are recorded or none; errors name ' +
      'the entry, e.g. `[2].total`',
    schema: {
      oneOf: [
        PAYMENTS,
        { type: 'object', required: ['bulk_data'], properties: { bulk_data: PAYMENTS } },
      ],
    },
  })
  @ApiOkResponse({
    type: PurchasePaymentResponse,
    isArray: true,
    description: 'In input order',
  })
  bulkCreate(
    @CurrentAccount() account: AccountContext,
    @Body(bulkBodyPipe(CreatePurchasePaymentDto, PAYMENT_NOUN)) inputs: CreatePurchasePaymentDto[],
  ): Promise<PurchasePaymentResponse[]> {
    return this.payments.bulkCreate(account, inputs);
  }

  @Put(':id')
  @ApiOkResponse({ type: PurchasePaymentResponse })
  update(
    @CurrentAccount() account: AccountContext,
    @Param('id', IdPipe) id: number,
    @Body() input: UpdatePurchasePaymentDto,
  ): Promise<PurchasePaymentResponse> {
    return this.payments.update(account, id, input);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted' })
  delete(
    @CurrentAccount() account: AccountContext,
    @Param('id', IdPipe) id: number,
  ): Promise<void> {
    return this.payments.delete(account, id);
  }
}
