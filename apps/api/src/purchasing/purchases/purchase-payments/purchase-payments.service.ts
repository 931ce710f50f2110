import { Injectable } from '@nestjs/common';
import { PurchasePaymentSettlement } from './purchase-payment-settlement.repository';
import { PURCHASE_PAYMENTS } from './purchase-payments.parent';
import { paymentsService } from '../../../shared/payments';

/** Payments of purchases; every change locks its purchases and bumps their updated_at. */
@Injectable()
export class PurchasePaymentsService extends paymentsService(
  PURCHASE_PAYMENTS,
  PurchasePaymentSettlement,
) {}
