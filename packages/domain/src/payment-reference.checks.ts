import { compactBankCode, iso7064Mod97 } from './bank-account.checks.js';

/** True for an ISO 11649 creditor reference (`RF`, two check digits, 1-21 alphanumerics). */
export function isValidCreditorReference(value: string): boolean {
  const reference = compactBankCode(value);
  if (!/^RF[0-9]{2}[A-Z0-9]{1,21}$/.test(reference)) return false;
  return iso7064Mod97(reference.slice(4) + reference.slice(0, 4)) === 1;
}

const MOD10_TABLE = [0, 9, 4, 6, 8, 2, 7, 1, 3, 5] as const;

/** The check digit of the recursive modulo 10 procedure (QR and ISR references). */
export function mod10RecursiveCheckDigit(digits: string): number {
  if (!/^[0-9]*$/.test(digits)) throw new Error('mod 10 check digits need digits only');
  let carry = 0;
  for (const digit of digits) carry = MOD10_TABLE[(carry + Number(digit)) % 10]!;
  return (10 - carry) % 10;
}

/** True for a 27-digit QR reference whose last digit is the recursive mod-10 check digit. */
export function isValidQrReference(value: string): boolean {
  const reference = compactBankCode(value);
  if (!/^[0-9]{27}$/.test(reference) || /^0+$/.test(reference)) return false;
  return mod10RecursiveCheckDigit(reference.slice(0, 26)) === Number(reference[26]);
}

/** The QR reference of a document number: the number padded to 26 digits plus the check digit. */
export function qrReferenceFor(documentNumber: number): string {
  if (!Number.isSafeInteger(documentNumber) || documentNumber <= 0) {
    throw new Error('a QR reference needs a positive whole number');
  }
  const body = String(documentNumber).padStart(26, '0');
  return `${body}${mod10RecursiveCheckDigit(body)}`;
}

/**
 * The ISO 11649 creditor reference (`RF` + two check digits + the text's letters and digits) of
 * a document number such as `R260001`; null when it holds no letter or digit or more than 21.
 */
export function creditorReferenceFor(documentNumber: string): string | null {
  const body = documentNumber.toUpperCase().replace(/[^A-Z0-9]/g, '');
  if (body === '' || body.length > 21) return null;
  const check = 98 - iso7064Mod97(`${body}RF00`);
  return `RF${String(check).padStart(2, '0')}${body}`;
}

/**
 * A reference as printed for people to type: an ISO 11649 reference in groups of four from the
 * left, a QR reference as the Swiss guidelines group it (two digits, then groups of five), other
 * text unchanged.
 */
export function printedPaymentReference(reference: string): string {
  const compact = compactBankCode(reference);
  if (isValidCreditorReference(compact)) return groups(compact, 4);
  if (isValidQrReference(compact)) return `${compact.slice(0, 2)} ${groups(compact.slice(2), 5)}`;
  return reference;
}

const groups = (text: string, size: number) =>
  text.replace(new RegExp(`(.{${size}})(?=.)`, 'g'), '$1 ');
