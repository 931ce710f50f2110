import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import {
  ApiBody,
  ApiCreatedResponse,
  ApiExtraModels,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiQuery,
  ApiTags,
  getSchemaPath,
} from '@nestjs/swagger';
import { PatchLikePut } from '../../common/http/patch-like-put.decorator';
import type { AccountContext } from '../../common/auth/account-context';
import { CurrentAccount } from '../../common/auth/current-account.decorator';
import { IdPipe } from '../../common/id.pipe';
import type { Page } from '../../common/lists/page';
import { ApiListQuery } from '../../common/openapi/api-list-query.decorator';
import { bulkBodyPipe, MAX_BULK_ENTRIES } from '../../common/validation/bulk-body.pipe';
import { InvoicePaymentRecordResponse } from './dto/invoice-payment-record.response';
import { CreateInvoicePaymentDto } from './dto/create-invoice-payment.dto';
import { UpdateInvoicePaymentDto } from './dto/update-invoice-payment.dto';
import { INVOICE_PAYMENT_SORT_FIELDS } from './invoice-payment-list.filters';
import { InvoicePaymentsService } from './invoice-payments.service';

const DATE = { type: 'string', format: 'date' } as const;
const PAYMENT_NOUN = { one: 'payment', many: 'payments' };
const PAYMENTS = {
  type: 'array',
  maxItems: MAX_BULK_ENTRIES,
  items: { $ref: getSchemaPath(CreateInvoicePaymentDto) },
} as const;

/** /invoices/payments; registered before InvoicesController so `/invoices/:id` does not take it. */
@ApiTags('Invoice payments')
@ApiExtraModels(CreateInvoicePaymentDto)
@PatchLikePut()
@Controller('invoices/payments')
export class InvoicePaymentsController {
  constructor(private readonly payments: InvoicePaymentsService) {}

  @Get()
  @ApiListQuery(Object.keys(INVOICE_PAYMENT_SORT_FIELDS))
  @ApiQuery({ name: 'date_from', required: false, description: 'Paid on or after', schema: DATE })
  @ApiQuery({ name: 'date_to', required: false, description: 'Paid on or before', schema: DATE })
  @ApiQuery({
    name: 'invoice_id',
    required: false,
    description: 'One or several invoice IDs, comma-separated',
    schema: { type: 'string', example: '17,18' },
  })
  @ApiOkResponse({ type: InvoicePaymentRecordResponse, isArray: true })
  list(
    @CurrentAccount() account: AccountContext,
    @Query() query: Record<string, unknown>,
  ): Promise<Page<InvoicePaymentRecordResponse>> {
    return this.payments.list(account, query);
  }

  @Get(':id')
  @ApiOkResponse({ type: InvoicePaymentRecordResponse })
  get(
    @CurrentAccount() account: AccountContext,
    @Param('id', IdPipe) id: number,
  ): Promise<InvoicePaymentRecordResponse> {
    return this.payments.get(account, id);
  }

  @Post()
  @HttpCode(200)
  @ApiOkResponse({
    type: InvoicePaymentRecordResponse,
    description: "Recorded; the invoice's status follows its paid sum",
  })
  create(
    @CurrentAccount() account: AccountContext,
    @Body() input: CreateInvoicePaymentDto,
  ): Promise<InvoicePaymentRecordResponse> {
    return this.payments.create(account, input);
  }

  @Post('bulk')
  @HttpCode(200)
  @ApiBody({
    description:
      'An array of payments, or `{"bulk_data": [...]}`. All are recorded or none; errors name ' +
      'the entry, e.g. `[2].paid_total`',
    schema: {
      oneOf: [
        PAYMENTS,
        { type: 'object', required: ['bulk_data'], properties: { bulk_data: PAYMENTS } },
      ],
    },
  })
  @ApiCreatedResponse({
    type: InvoicePaymentRecordResponse,
    isArray: true,
    description: 'In input order',
  })
  bulkCreate(
    @CurrentAccount() account: AccountContext,
    @Body(bulkBodyPipe(CreateInvoicePaymentDto, PAYMENT_NOUN)) inputs: CreateInvoicePaymentDto[],
  ): Promise<InvoicePaymentRecordResponse[]> {
    return this.payments.bulkCreate(account, inputs);
  }

  @Put(':id')
  @ApiOkResponse({ type: InvoicePaymentRecordResponse })
  update(
    @CurrentAccount() account: AccountContext,
    @Param('id', IdPipe) id: number,
    @Body() input: UpdateInvoicePaymentDto,
  ): Promise<InvoicePaymentRecordResponse> {
    return this.payments.update(account, id, input);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: "Deleted; the invoice's status follows its paid sum" })
  delete(
    @CurrentAccount() account: AccountContext,
    @Param('id', IdPipe) id: number,
  ): Promise<void> {
    return this.payments.delete(account, id);
  }
}
