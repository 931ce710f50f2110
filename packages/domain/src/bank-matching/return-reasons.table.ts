/**
 * ISO 20022 external status reason codes that SEPA returns and reversals carry most often, with
 * the text Faktura gives them (EPC guidance on R-transactions). Unknown codes keep just the code.
 */
const RETURN_REASONS: Readonly<Record<string, string>> = Object.freeze({
  AC01: 'Incorrect account number',
  AC04: 'Account closed',
  AC06: 'Account blocked',
  AC13: 'Debtor account is a consumer account',
  AG01: 'Transaction forbidden on this account',
  AG02: 'Invalid bank operation code',
  AM04: 'Insufficient funds',
  AM05: 'Duplicate collection',
  BE05: 'Unrecognised initiating party',
  CNOR: 'Creditor bank is not registered',
  DNOR: 'Debtor bank is not registered',
  FF01: 'Invalid file format',
  MD01: 'No valid mandate',
  MD02: 'Mandate data missing or incorrect',
  MD06: 'Refund requested by the debtor',
  MD07: 'Debtor deceased',
  MS02: 'Refused by the debtor',
  MS03: 'Reason not specified',
  RC01: 'Incorrect BIC',
  RR01: 'Missing debtor account or identification',
  RR02: 'Missing debtor name or address',
  RR03: 'Missing creditor name or address',
  RR04: 'Regulatory reason',
  SL01: 'Specific service offered by the debtor bank',
  FOCR: 'Return following a cancellation request',
  DUPL: 'Duplicate payment',
  TECH: 'Technical problem',
  FRAD: 'Fraudulent origin',
});

/** The text of a SEPA return reason code (`MD06` -> "Refund requested by the debtor"); null if unknown. */
export function returnReasonText(code: string | null | undefined): string | null {
  if (!code) return null;
  return RETURN_REASONS[code.trim().toUpperCase()] ?? null;
}

/** "MD06 Refund requested by the debtor", the code alone when unknown, "reversed by the bank" without one. */
export function describeReturn(code: string | null | undefined): string {
  const text = returnReasonText(code);
  if (!code) return 'reversed by the bank';
  return text ? `${code.trim().toUpperCase()} ${text}` : code.trim().toUpperCase();
}
