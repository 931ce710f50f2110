import { ApiCreatedResponse } from '@nestjs/swagger';
import { CreateInvoicePaymentDto } from './dto/create-invoice-payment.dto';
import { InvoicePaymentRecordResponse } from './dto/invoice-payment-record.response';
import { UpdateInvoicePaymentDto } from './dto/update-invoice-payment.dto';
import { INVOICE_PAYMENTS } from './invoice-payments.parent';
import { InvoicePaymentsService } from './invoice-payments.service';
import { paymentsController } from '../../../shared/payments';

/** /invoices/payments; registered before InvoicesController so `/invoices/:id` does not take it. */
export class InvoicePaymentsController extends paymentsController({
  route: 'invoices/payments',
  tag: 'Invoice payments',
  service: InvoicePaymentsService,
  createDto: CreateInvoicePaymentDto,
  updateDto: UpdateInvoicePaymentDto,
  response: InvoicePaymentRecordResponse,
  listQuery: INVOICE_PAYMENTS.listQuery,
  describe: {
    create: "Recorded; the invoice's status follows its paid sum",
    bulkField: 'paid_total',
    delete: "Deleted; the invoice's status follows its paid sum",
  },
  bulkResponse: ApiCreatedResponse,
}) {}
