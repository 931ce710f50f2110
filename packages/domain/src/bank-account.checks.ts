/** Removes whitespace and upper-cases: the form IBANs, BICs and references are checked in. */
export function compactBankCode(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/**
 * IBAN lengths (ISO 13616 registry) of the countries Faktura's customers mostly bank in; an IBAN
 * of another country only needs the general shape (15 to 34 characters) and the check digits.
 */
export const IBAN_LENGTHS: Readonly<Record<string, number>> = Object.freeze({
  AT: 20,
  BE: 16,
  CH: 21,
  CZ: 24,
  DE: 22,
  DK: 18,
  ES: 24,
  FI: 18,
  FR: 27,
  GB: 22,
  IE: 22,
  IT: 27,
  LI: 21,
  LU: 20,
  MC: 27,
  NL: 18,
  PL: 28,
  PT: 25,
  SE: 24,
  SM: 27,
});

/**
 * ISO 7064 MOD 97-10 remainder of digits and letters (A = 10 ... Z = 35), computed piecewise so
 * no number ever leaves the safe integer range. IBANs and ISO 11649 references are valid at 1.
 */
export function iso7064Mod97(value: string): number {
  let remainder = 0;
  for (const char of value) {
    const digits = /[0-9]/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder;
}

/** True for an IBAN with its country's length and valid check digits; spaces and case ignored. */
export function isValidIban(value: string): boolean {
  const iban = compactBankCode(value);
  if (!/^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const length = IBAN_LENGTHS[iban.slice(0, 2)];
  if (length !== undefined && iban.length !== length) return false;
  return iso7064Mod97(iban.slice(4) + iban.slice(0, 4)) === 1;
}

/** True for a valid Swiss or Liechtenstein IBAN, the only accounts a QR-bill may name. */
export function isSwissIban(value: string): boolean {
  return /^(CH|LI)/.test(compactBankCode(value)) && isValidIban(value);
}

/**
 * True for a QR-IBAN: a Swiss/Liechtenstein IBAN whose institution id (positions 5-9) is in
 * 30000-31999. Payments to it must carry a QR reference.
 */
export function isQrIban(value: string): boolean {
  if (!isSwissIban(value)) return false;
  const iid = Number(compactBankCode(value).slice(4, 9));
  return iid >= 30000 && iid <= 31999;
}

/**
 * True for a BIC (ISO 9362): four letters of the institution, a two-letter country, two
 * letters or digits of the location and an optional three-character branch code.
 */
export function isValidBic(value: string): boolean {
  return /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(compactBankCode(value));
}
