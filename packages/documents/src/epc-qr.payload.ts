import { compactBankCode, isValidCreditorReference, isValidIban } from '@faktura/domain';

/** A SEPA credit transfer as an EPC QR code ("GiroCode") carries it. */
export interface EpcTransfer {
  /** Optional in version 002 within the EEA. */
  bic: string | null;
  beneficiary: string;
  iban: string;
  /** Euro amount with two decimals, 0.01 to 999999999.99. */
  amount: string;
  /** ISO 11649 creditor reference, used when valid. */
  reference: string | null;
  /** Remittance text, at most 140 characters. */
  text: string;
}

/** One line of a payment code: line breaks become spaces, cut to `max` characters. */
export const field = (value: string, max: number) =>
  value
    .replace(/[\r\n]+/g, ' ')
    .trim()
    .slice(0, max)
    .trim();

/**
 * The text of an EPC069-12 QR code: `BCD`, version 002, UTF-8, `SCT`, BIC, name, IBAN,
 * `EUR<amount>`, purpose (empty), structured reference, unstructured text. The standard allows
 * the structured reference or the text, not both, so the text is left out when a valid
 * reference is there. Trailing empty fields are dropped, as the standard asks.
 */
export function epcQrPayload(transfer: EpcTransfer): string {
  const iban = compactBankCode(transfer.iban);
  if (!isValidIban(iban)) throw new Error('an EPC QR code needs a valid IBAN');
  if (!/^[0-9]{1,9}\.[0-9]{2}$/.test(transfer.amount) || Number(transfer.amount) < 0.01) {
    throw new Error('an EPC amount needs two decimals between 0.01 and 999999999.99');
  }
  const beneficiary = field(transfer.beneficiary, 70);
  if (beneficiary === '') throw new Error('an EPC QR code needs the beneficiary name');
  const bic = compactBankCode(transfer.bic ?? '');
  if (bic !== '' && !/^[A-Z0-9]{8}([A-Z0-9]{3})?$/.test(bic)) throw new Error('invalid BIC');
  const reference =
    transfer.reference !== null && isValidCreditorReference(transfer.reference)
      ? compactBankCode(transfer.reference)
      : '';
  const lines = [
    'BCD',
    '002',
    '1',
    'SCT',
    bic,
    beneficiary,
    iban,
    `EUR${transfer.amount}`,
    '',
    reference,
    reference === '' ? field(transfer.text, 140) : '',
  ];
  while (lines[lines.length - 1] === '') lines.pop();
  return lines.join('\n');
}
