// The unit's public entry: other units import only what is exported here (lint rule
// faktura/unit-boundaries), so the unit's other files can change without touching them.
export { ListPaymentsQueryDto } from './dto/list-payments.query';
export { PaymentAmountField, PaymentBodyDto } from './dto/payment-body.dto';
export { paymentDateConditions } from './payment-list.filters';
export { paymentEvents } from './payment.parent';
export type { PaymentParent, PaymentParentRow, PaymentSettlement } from './payment.parent';
export { paymentsController } from './payments.controller';
export { PaymentsRepository } from './payments.repository';
export { paymentsService } from './payments.service';
