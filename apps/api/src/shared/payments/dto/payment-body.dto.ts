import { NotEquals } from 'class-validator';
import {
  AmountField,
  ApiDateField,
  CurrencyField,
  TextField,
  LONG_TEXT,
  stacked,
} from '../../../platform/input';
/** What the documentation of an invoice payment and a purchase payment says differently. */
export interface PaymentBodyTexts {
  /** "invoice" or "purchase": the document paid. */
  document: string;
  examples: { currency: string; description: string };
}

/** The amount paid, in the document's currency: not zero, negative for refunds. */
export function PaymentAmountField(docs: { example: number; description: string }) {
  return stacked(
    AmountField({ signed: true, ...docs }),
    NotEquals(0, { message: '$property must not be zero' }),
  );
}

/**
 * The body fields invoice payments and purchase payments share (date, currency, description);
 * each extends it with the document's ID and the amount under their reference names.
 */
export function PaymentBodyDto(texts: PaymentBodyTexts) {
  abstract class PaymentBody {
    @ApiDateField({ example: '2026-11-30' }) date!: string;

    @CurrencyField({
      allowNull: true,
      example: texts.examples.currency,
      description: `Defaults to the ${texts.document}'s currency; any other currency is refused`,
    })
    currency?: string | null;

    @TextField({
      maxLength: LONG_TEXT,
      nullable: true,
      blankToNull: true,
      example: texts.examples.description,
    })
    description?: string | null;
  }
  return PaymentBody;
}
