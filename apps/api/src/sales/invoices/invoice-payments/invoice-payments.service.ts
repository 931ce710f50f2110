import { Injectable } from '@nestjs/common';
import { InvoicePaymentSettlement } from './invoice-payment-settlement.service';
import { INVOICE_PAYMENTS } from './invoice-payments.parent';
import { paymentsService } from '../../../shared/payments';

/** Payments of invoices; every change settles the invoice's status in the same transaction. */
@Injectable()
export class InvoicePaymentsService extends paymentsService(
  INVOICE_PAYMENTS,
  InvoicePaymentSettlement,
) {}
