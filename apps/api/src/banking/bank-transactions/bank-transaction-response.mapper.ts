import { describeReturn, toApiNumber } from '@faktura/domain';
import { apiDate, apiTimestamp } from '../../platform/serialization';
import type {
  BankAllocationResponse,
  BankPaymentResponse,
  BankTransactionResponse,
} from './dto/bank-transaction.response';
import type { BankTransactionRow } from './bank-transaction-records.query';

type AllocationRow = BankTransactionRow['allocations'][number];

/** A bank transaction as `/bank_transactions` answers it. */
export function toBankTransactionResponse(row: BankTransactionRow): BankTransactionResponse {
  const { currency } = row;
  const allocations = (kind: string) => row.allocations.filter((a) => a.kind === kind);
  return {
    id: row.id,
    statement_id: row.statementId,
    booking_date: apiDate(row.bookingDate),
    value_date: apiDate(row.valueDate),
    amount: toApiNumber(row.amount.toString(), currency),
    currency,
    direction: row.direction,
    reversal: row.reversal,
    bank_transaction_code: row.bankTransactionCode,
    entry_reference: row.entryReference,
    end_to_end_id: row.endToEndId,
    mandate_id: row.mandateId,
    counterparty: {
      name: row.counterpartyName,
      iban: row.counterpartyIban,
      bic: row.counterpartyBic,
    },
    structured_reference: row.structuredReference,
    remittance_text: row.remittanceText,
    return_reason:
      row.returnReason || row.reversal
        ? { code: row.returnReason, text: describeReturn(row.returnReason) }
        : null,
    status: row.status,
    match_rule: row.matchRule,
    reversed_transaction_id: row.reversedTransactionId,
    payments: allocations('payment').map((a) => ({
      ...toAllocation(a, currency),
      invoice_payment_id: a.invoicePaymentId,
      purchase_payment_id: a.purchasePaymentId,
    })) satisfies BankPaymentResponse[],
    suggestions: allocations('suggestion').map((a) => toAllocation(a, currency)),
    created_at: apiTimestamp(row.createdAt),
    updated_at: apiTimestamp(row.updatedAt),
  };
}

function toAllocation(allocation: AllocationRow, currency: string): BankAllocationResponse {
  return {
    invoice: allocation.invoice,
    purchase: allocation.purchase,
    amount: toApiNumber(allocation.amount.toString(), currency),
  };
}
