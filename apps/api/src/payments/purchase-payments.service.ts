import { Injectable } from '@nestjs/common';
import type { CreatePurchasePaymentDto } from '../purchase-payments/dto/create-purchase-payment.dto';
import type { PurchasePaymentResponse } from '../purchase-payments/dto/purchase-payment.response';
import type { PaymentParentRow } from './payment.parent';
import { PaymentsRepository } from './payments.repository';
import { PaymentsService } from './payments.service';
import { PurchasePaymentSettlement } from './purchase-payment-settlement.repository';
import { PURCHASE_PAYMENTS, type PurchasePaymentTable } from './purchase-payments.parent';

/** Payments of purchases; every change locks its purchases and bumps their updated_at. */
@Injectable()
export class PurchasePaymentsService extends PaymentsService<
  PurchasePaymentTable,
  CreatePurchasePaymentDto,
  PurchasePaymentResponse,
  PaymentParentRow
> {
  constructor(payments: PaymentsRepository, settlement: PurchasePaymentSettlement) {
    super(PURCHASE_PAYMENTS, payments, settlement);
  }
}
