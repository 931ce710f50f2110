import { ApiProperty } from '@nestjs/swagger';
import { BANK_TRANSACTION_STATUSES } from '@faktura/domain';
import { Property } from '../../../platform/openapi';

/** `{id, identifier}` of an invoice or purchase a bank transaction pays. */
export class BankDocumentReference {
  @ApiProperty({ example: 17 }) id!: number;
  @Property.Nullable(String, { example: 'R260001' }) identifier!: string | null;
}

/** The other side of the transaction: the payer of a credit, the payee of a debit. */
export class BankCounterpartyResponse {
  @Property.Nullable(String, { example: 'Muster GmbH' }) name!: string | null;
  @Property.Nullable(String, { example: 'DE89370400440532013000' }) iban!: string | null;
  @Property.Nullable(String, { example: 'COBADEFFXXX' }) bic!: string | null;
}

/** Why the bank returned or reversed a payment. */
export class BankReturnReasonResponse {
  @Property.Nullable(String, { example: 'MD06', description: 'ISO 20022 reason code' })
  code!: string | null;
  @ApiProperty({ example: 'MD06 Refund requested by the debtor' }) text!: string;
}

/** A part of the transaction on one invoice or purchase. */
export class BankAllocationResponse {
  @Property.Nullable(BankDocumentReference) invoice!: BankDocumentReference | null;
  @Property.Nullable(BankDocumentReference) purchase!: BankDocumentReference | null;
  @ApiProperty({ example: 119, description: 'Negative for a payment a return took back' })
  amount!: number;
}

/** A booked part, with the payment it booked (null once that payment was deleted). */
export class BankPaymentResponse extends BankAllocationResponse {
  @Property.Nullable(Number, { example: 311 }) invoice_payment_id!: number | null;
  @Property.Nullable(Number, { example: null }) purchase_payment_id!: number | null;
}

/** Extension: one payment of an imported bank statement and what Faktura made of it. */
export class BankTransactionResponse {
  @ApiProperty({ example: 5012 }) id!: number;
  @ApiProperty({ example: 77 }) statement_id!: number;
  @Property.IsoDate({ example: '2026-11-30' }) booking_date!: string;
  @Property.IsoDate({ nullable: true, example: '2026-11-30' }) value_date!: string | null;
  @ApiProperty({ example: 119, description: 'Positive; `direction` says which way' })
  amount!: number;
  @ApiProperty({ example: 'EUR' }) currency!: string;
  @ApiProperty({ enum: ['credit', 'debit'] }) direction!: string;
  @ApiProperty({ description: 'The bank took back an earlier entry' }) reversal!: boolean;
  @Property.Nullable(String, { example: 'PMNT-RCDT-ESCT' }) bank_transaction_code!: string | null;
  @Property.Nullable(String, { example: '2026113000123' }) entry_reference!: string | null;
  @Property.Nullable(String, { example: 'E2E-R260001' }) end_to_end_id!: string | null;
  @Property.Nullable(String, { example: null }) mandate_id!: string | null;
  @ApiProperty({ type: BankCounterpartyResponse }) counterparty!: BankCounterpartyResponse;
  @Property.Nullable(String, { example: 'RF18R260001' }) structured_reference!: string | null;
  @Property.Nullable(String, { example: 'Invoice R260001' }) remittance_text!: string | null;
  @Property.Nullable(BankReturnReasonResponse) return_reason!: BankReturnReasonResponse | null;
  @ApiProperty({ enum: BANK_TRANSACTION_STATUSES }) status!: string;
  @Property.Nullable(String, {
    example: 'reference',
    description:
      'reference, end_to_end_id, document_number, payer_iban, supplier_iban, manual or return',
  })
  match_rule!: string | null;
  @Property.Nullable(Number, {
    description: 'A return: the transaction whose payment it took back',
  })
  reversed_transaction_id!: number | null;
  @ApiProperty({ type: [BankPaymentResponse] }) payments!: BankPaymentResponse[];
  @ApiProperty({ type: [BankAllocationResponse] }) suggestions!: BankAllocationResponse[];
  @Property.Timestamp() created_at!: string;
  @Property.Timestamp() updated_at!: string;
}
