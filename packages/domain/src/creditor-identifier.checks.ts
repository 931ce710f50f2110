import { compactBankCode, iso7064Mod97 } from './bank-account.checks.js';

/**
 * Lengths of the SEPA creditor identifier per country (EPC262-08, "Creditor Identifier
 * Overview"): country, two check digits, the three-character business code and the national id.
 * A creditor identifier of another SEPA country needs only the general shape and check digits.
 */
export const CREDITOR_IDENTIFIER_LENGTHS: Readonly<Record<string, number>> = Object.freeze({
  AT: 18,
  BE: 20,
  CH: 18,
  DE: 18,
  ES: 16,
  FR: 13,
  IT: 23,
  LU: 26,
  NL: 19,
});

/**
 * True for a SEPA creditor identifier such as `DE98ZZZ09999999999`: its country's length and
 * check digits (ISO 7064 mod 97-10 over the national id, the country and the check digits,
 * leaving out the business code, which the creditor may choose freely). Spaces and case ignored.
 */
export function isValidCreditorIdentifier(value: string): boolean {
  const id = compactBankCode(value);
  if (!/^[A-Z]{2}[0-9]{2}[A-Z0-9]{3}[A-Z0-9]{1,28}$/.test(id)) return false;
  const length = CREDITOR_IDENTIFIER_LENGTHS[id.slice(0, 2)];
  if (length !== undefined && id.length !== length) return false;
  return iso7064Mod97(id.slice(7) + id.slice(0, 4)) === 1;
}
