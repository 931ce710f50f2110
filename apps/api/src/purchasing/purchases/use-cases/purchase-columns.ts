import { calculatePurchaseTotals } from '@faktura/domain';
import { toDateColumn } from '../../../platform/input';
import type { PurchaseFieldsDto } from '../dto/create-purchase.dto';
import type { PurchaseParts } from '../purchase-parts.repository';

/** A supplier as the plan reads it: its id and the credit number its items carry. */
export interface PlannedSupplier {
  id: number;
  creditNumber: number | null;
}

/** An optional date as its column stores it (`null` when left out or cleared). */
export const dateColumn = (value: string | null | undefined) =>
  value == null ? null : toDateColumn(value);

/** An item's amount columns as the domain's purchase calculator computed them. */
export function itemAmounts(amounts: ReturnType<typeof calculatePurchaseTotals>['items'][number]) {
  return {
    netTotal: amounts.net_total.toString(),
    taxTotal: amounts.tax_total.toString(),
    grossTotal: amounts.gross_total.toString(),
  };
}

/** Refund request and card transaction as sent (`null` removes or unlinks, undefined keeps). */
export function partsOf(input: Partial<PurchaseFieldsDto>): PurchaseParts {
  const refund = input.refund_request;
  const card = input.credit_card_transaction;
  return {
    refundRequest: refund && { comment: refund.comment ?? null, userId: refund.user_id ?? null },
    cardTransaction: card && {
      source: card.source,
      transactionIdentifier: card.transaction_identifier,
    },
  };
}
