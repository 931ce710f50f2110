import { ApiOkResponse } from '@nestjs/swagger';
import { CreatePurchasePaymentDto } from './dto/create-purchase-payment.dto';
import { PurchasePaymentResponse } from './dto/purchase-payment.response';
import { UpdatePurchasePaymentDto } from './dto/update-purchase-payment.dto';
import { PURCHASE_PAYMENTS } from './purchase-payments.parent';
import { paymentsController } from '../../../shared/payments';
import { PurchasePaymentsService } from './purchase-payments.service';

/** /purchases/payments; registered before PurchasesController so `/purchases/:id` does not take it. */
export class PurchasePaymentsController extends paymentsController({
  route: 'purchases/payments',
  tag: 'Purchase payments',
  service: PurchasePaymentsService,
  createDto: CreatePurchasePaymentDto,
  updateDto: UpdatePurchasePaymentDto,
  response: PurchasePaymentResponse,
  listQuery: PURCHASE_PAYMENTS.listQuery,
  describe: { create: 'Recorded on the purchase', bulkField: 'total', delete: 'Deleted' },
  bulkResponse: ApiOkResponse,
}) {}
