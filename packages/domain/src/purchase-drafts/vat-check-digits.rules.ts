import { compactVatIdentifier } from '../vat-identifier.format.js';

type DigitCheck = (digits: number[]) => boolean;

const digitSum = (value: number) => Math.floor(value / 10) + (value % 10);
const weighted = (digits: number[], weights: number[]) =>
  weights.reduce((sum, weight, index) => sum + weight * digits[index], 0);

/** Luhn over every digit (the last one is the check digit). */
export function luhn(digits: number[]): boolean {
  const sum = digits
    .slice()
    .reverse()
    .reduce((total, digit, index) => total + (index % 2 === 1 ? digitSum(digit * 2) : digit), 0);
  return sum % 10 === 0;
}

/** Germany: ISO 7064 MOD 11,10 over the first eight digits gives the ninth. */
function germany(digits: number[]): boolean {
  let product = 10;
  for (const digit of digits.slice(0, 8)) {
    const sum = (digit + product) % 10 || 10;
    product = (2 * sum) % 11;
  }
  return (11 - product) % 10 === digits[8];
}

/** Austria (after `ATU`): alternating weights 1 and 2 with cross sums, plus 4. */
function austria(digits: number[]): boolean {
  const sum = digits
    .slice(0, 7)
    .reduce((total, digit, index) => total + (index % 2 === 1 ? digitSum(digit * 2) : digit), 0);
  return (10 - ((sum + 4) % 10)) % 10 === digits[7];
}

/** Belgium: 97 minus the first eight digits mod 97 are the last two. */
function belgium(digits: number[]): boolean {
  const base = Number(digits.slice(0, 8).join(''));
  return 97 - (base % 97) === Number(digits.slice(8).join(''));
}

/** Denmark: weights 2,7,6,5,4,3,2,1, sum divisible by 11. */
const denmark: DigitCheck = (digits) => weighted(digits, [2, 7, 6, 5, 4, 3, 2, 1]) % 11 === 0;

/** Finland: weights 7,9,10,5,8,4,2; 11 minus the remainder (0 stays 0, 1 is never issued). */
function finland(digits: number[]): boolean {
  const remainder = weighted(digits, [7, 9, 10, 5, 8, 4, 2]) % 11;
  if (remainder === 1) return false;
  return (remainder === 0 ? 0 : 11 - remainder) === digits[7];
}

/** Greece: weights 256..2 (powers of two), remainder mod 11 mod 10. */
const greece: DigitCheck = (digits) =>
  (weighted(digits, [256, 128, 64, 32, 16, 8, 4, 2]) % 11) % 10 === digits[8];

/** Luxembourg: the first six digits mod 89 are the last two. */
const luxembourg: DigitCheck = (digits) =>
  Number(digits.slice(0, 6).join('')) % 89 === Number(digits.slice(6).join(''));

/** Poland: weights 6,5,7,2,3,4,5,6,7, remainder mod 11 is the tenth digit. */
const poland: DigitCheck = (digits) =>
  weighted(digits, [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11 === digits[9];

/** Portugal: weights 9..2, 11 minus the remainder (10 and 11 become 0). */
function portugal(digits: number[]): boolean {
  const check = 11 - (weighted(digits, [9, 8, 7, 6, 5, 4, 3, 2]) % 11);
  return (check >= 10 ? 0 : check) === digits[8];
}

/** France with a numeric key: key = (12 + 3 × (SIREN mod 97)) mod 97, and the SIREN's Luhn. */
function france(compact: string): boolean | null {
  const key = compact.slice(2, 4);
  const siren = compact.slice(4);
  if (!/^[0-9]{2}$/.test(key)) return null;
  const digits = [...siren].map(Number);
  return luhn(digits) && (12 + 3 * (Number(siren) % 97)) % 97 === Number(key);
}

/** Countries whose check digits are computed over the digits after the prefix. */
const DIGIT_CHECKS: Readonly<Record<string, { prefix: string; check: DigitCheck }>> = {
  AT: { prefix: 'ATU', check: austria },
  BE: { prefix: 'BE', check: belgium },
  DE: { prefix: 'DE', check: germany },
  DK: { prefix: 'DK', check: denmark },
  EL: { prefix: 'EL', check: greece },
  FI: { prefix: 'FI', check: finland },
  IT: { prefix: 'IT', check: luhn },
  LU: { prefix: 'LU', check: luxembourg },
  PL: { prefix: 'PL', check: poland },
  PT: { prefix: 'PT', check: portugal },
  SE: { prefix: 'SE', check: (digits) => luhn(digits.slice(0, 10)) },
};

/**
 * The VAT ID's check digits: true or false where Faktura knows the country's algorithm (AT, BE,
 * DE, DK, EL, FI, FR with a numeric key, IT, LU, PL, PT, SE), null for every other country.
 * Expects an ID that already has its country's format.
 */
export function vatIdentifierCheckDigits(value: string): boolean | null {
  const compact = compactVatIdentifier(value);
  const country = compact.slice(0, 2);
  if (country === 'FR') return france(compact);
  const rule = DIGIT_CHECKS[country];
  if (!rule || !compact.startsWith(rule.prefix)) return null;
  const digits = [...compact.slice(rule.prefix.length)].map(Number);
  if (digits.some(Number.isNaN)) return false;
  return rule.check(digits);
}
