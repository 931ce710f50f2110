import {
  type Pain001Version,
  type SepaTransfer,
  isSepaIdentifier,
  sepaMessageId,
  writePain001,
} from '@faktura/banking';
import {
  Decimal,
  compactBankCode,
  formatMoney,
  purchaseOpenAmount,
  sumDecimals,
} from '@faktura/domain';
import type { DebtorAccount, NewPaymentRun, PaymentRunPurchase } from '../payment-runs.repository';

/** What a run is made from: its reserved id, the moment, the checked debtor and purchases. */
export interface PaymentRunInput {
  runId: number;
  createdAt: Date;
  executionDate: string;
  format: Pain001Version;
  debtor: DebtorAccount & { iban: string };
  purchases: readonly PaymentRunPurchase[];
  userId: number | null;
}

/**
 * The end-to-end id of a purchase's transfer: its identifier and the run (`E260001-7`), unique
 * per account because the run id is; a purchase identifier SEPA cannot carry falls back to its
 * database id.
 */
export function transferEndToEndId(purchase: PaymentRunPurchase, runId: number): string {
  const preferred = `${purchase.identifier}-${runId}`;
  return isSepaIdentifier(preferred) ? preferred : `P${purchase.id}-${runId}`;
}

/**
 * The run to store (pure: no IO, no clock): one transfer per purchase of its open amount, the
 * supplier's invoice number (else the purchase's identifier) as remittance, and the pain.001
 * file holding them, checked against the EPC rules by the writer.
 */
export function planPaymentRun(input: PaymentRunInput): NewPaymentRun {
  const messageId = sepaMessageId('PAIN001', input.runId, input.createdAt);
  const transfers = input.purchases.map((purchase) => ({
    purchase,
    endToEndId: transferEndToEndId(purchase, input.runId),
    amount: formatMoney(purchaseOpenAmount(purchase.gross_total, purchase.payments), 'EUR'),
  }));
  const sepaTransfers: SepaTransfer[] = transfers.map(({ purchase, endToEndId, amount }) => ({
    endToEndId,
    amount,
    currency: 'EUR',
    creditor: { name: purchase.supplier_name ?? '', iban: purchase.iban ?? '', bic: purchase.bic },
    remittance: purchase.receipt_identifier ?? purchase.identifier,
  }));
  const file = writePain001({
    version: input.format,
    messageId,
    createdAt: input.createdAt,
    executionDate: input.executionDate,
    debtor: input.debtor,
    transfers: sepaTransfers,
  });
  return {
    id: input.runId,
    messageId,
    format: input.format,
    executionDate: input.executionDate,
    total: formatMoney(sumDecimals(transfers.map(({ amount }) => new Decimal(amount))), 'EUR'),
    file,
    userId: input.userId,
    transfers: transfers.map(({ purchase, endToEndId, amount }) => ({
      purchaseId: purchase.id,
      endToEndId,
      amount,
      creditorIban: compactBankCode(purchase.iban ?? ''),
    })),
  };
}
