import { Injectable } from '@nestjs/common';
import type { CreateInvoicePaymentDto } from '../invoices/payments/dto/create-invoice-payment.dto';
import type { InvoicePaymentRecordResponse } from '../invoices/payments/dto/invoice-payment-record.response';
import type { InvoiceRow } from '../invoices/invoices.repository';
import { InvoicePaymentSettlement } from './invoice-payment-settlement.service';
import { INVOICE_PAYMENTS, type InvoicePaymentTable } from './invoice-payments.parent';
import { PaymentsRepository } from './payments.repository';
import { PaymentsService } from './payments.service';

/** Payments of invoices; every change settles the invoice's status in the same transaction. */
@Injectable()
export class InvoicePaymentsService extends PaymentsService<
  InvoicePaymentTable,
  CreateInvoicePaymentDto,
  InvoicePaymentRecordResponse,
  InvoiceRow
> {
  constructor(payments: PaymentsRepository, settlement: InvoicePaymentSettlement) {
    super(INVOICE_PAYMENTS, payments, settlement);
  }
}
