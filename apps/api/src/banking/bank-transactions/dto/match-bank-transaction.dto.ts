import { AmountField, IdField, NestedListField } from '../../../platform/input';

/** One invoice or purchase a bank transaction settles, and the part it takes. */
export class BankMatchAllocationDto {
  @IdField({ example: 17 }) id!: number;

  @AmountField({ example: 119, description: "Positive, in the bank transaction's currency" })
  amount!: number;
}

/** The body of POST /bank_transactions/{id}/match: a credit names invoices, a debit purchases. */
export class MatchBankTransactionDto {
  @NestedListField(BankMatchAllocationDto, {
    optional: true,
    maxSize: 100,
    description: 'For a credit: the invoices paid; the amounts add up to the transaction',
  })
  invoices?: BankMatchAllocationDto[];

  @NestedListField(BankMatchAllocationDto, {
    optional: true,
    maxSize: 100,
    description: 'For a debit: the purchases paid; the amounts add up to the transaction',
  })
  purchases?: BankMatchAllocationDto[];
}
