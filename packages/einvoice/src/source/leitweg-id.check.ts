// Coarse address (2-12 digits), optional fine address (up to 30 letters or digits), check digits.
const LEITWEG_ID = /^(\d{2,12})(?:-([0-9A-Z]{1,30}))?-(\d{2})$/;

/**
 * True for a Leitweg-ID (the German public sector's routing address, KoSIT) whose check digits
 * are right: ISO/IEC 7064 MOD 97-10 over coarse and fine address, letters counted A=10 ... Z=35.
 * An order number that merely looks like one ("4711-12") is not taken for an address.
 */
export function isLeitwegId(value: string): boolean {
  const match = LEITWEG_ID.exec(value.trim().toUpperCase());
  if (!match) return false;
  const digits = `${match[1]}${match[2] ?? ''}`
    .split('')
    .map((char) => parseInt(char, 36).toString())
    .join('');
  let remainder = 0;
  for (const digit of `${digits}00`) remainder = (remainder * 10 + Number(digit)) % 97;
  return (98 - remainder).toString().padStart(2, '0') === match[3];
}
