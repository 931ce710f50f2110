import { iso7064Mod97 } from '../bank-account.checks.js';

/** Coarse address (2-12 digits), optional fine address (1-30 letters or digits), check digits. */
export const LEITWEG_ID = /^[0-9]{2,12}(-[0-9A-Z]{1,30})?-[0-9]{2}$/;

/**
 * True when a Leitweg-ID's last two digits are its ISO/IEC 7064 MOD 97-10 check digits over
 * coarse and fine address (letters A = 10 ... Z = 35; KoSIT's Leitweg-ID format). Expects the
 * format of `LEITWEG_ID`, in upper case.
 */
export function leitwegCheckDigits(value: string): boolean {
  // 98 less the remainder: never 00 or 01, which the remainder 1 alone would let pass.
  return Number(value.slice(-2)) >= 2 && iso7064Mod97(value.replace(/-/g, '')) === 1;
}

/**
 * True for a Leitweg-ID (the German public sector's routing address) with the right format and
 * check digits; surrounding blanks and case ignored.
 */
export function isValidLeitwegId(value: string): boolean {
  const id = value.trim().toUpperCase();
  return LEITWEG_ID.test(id) && leitwegCheckDigits(id);
}
