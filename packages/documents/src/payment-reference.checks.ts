/** Removes spaces and upper-cases, the form IBANs and references are compared and encoded in. */
export function compactReference(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

// ISO 7064 MOD 97-10 on a string of digits and letters (A = 10 ... Z = 35), piecewise so no
// number ever leaves the safe integer range.
function mod97(value: string): number {
  let remainder = 0;
  for (const char of value) {
    const digits = /[0-9]/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder;
}

/** True for a well-formed IBAN (country, check digits, ISO 7064 MOD 97-10); spaces allowed. */
export function isValidIban(value: string): boolean {
  const iban = compactReference(value);
  if (!/^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  if (/^(CH|LI)/.test(iban) && iban.length !== 21) return false;
  return mod97(iban.slice(4) + iban.slice(0, 4)) === 1;
}

/** True for a valid Swiss or Liechtenstein IBAN, the only accounts a QR-bill may name. */
export function isSwissIban(value: string): boolean {
  return /^(CH|LI)/.test(compactReference(value)) && isValidIban(value);
}

/**
 * True for a QR-IBAN: a Swiss/Liechtenstein IBAN whose institution id (positions 5-9) is in
 * 30000-31999. Payments to it must carry a QR reference.
 */
export function isQrIban(value: string): boolean {
  if (!isSwissIban(value)) return false;
  const iid = Number(compactReference(value).slice(4, 9));
  return iid >= 30000 && iid <= 31999;
}

/** True for an ISO 11649 creditor reference (`RF`, two check digits, 1-21 alphanumerics). */
export function isValidCreditorReference(value: string): boolean {
  const reference = compactReference(value);
  if (!/^RF[0-9]{2}[A-Z0-9]{1,21}$/.test(reference)) return false;
  return mod97(reference.slice(4) + reference.slice(0, 4)) === 1;
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
  const reference = compactReference(value);
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
