/**
 * VAT identification numbers by their country prefix (the EU's VIES formats, the Swiss UID with
 * its VAT suffix, the UK's). Only the format is checked, not the check digit, which several
 * countries compute by unpublished rules. Other prefixes get the general shape.
 */
const VAT_FORMATS: Readonly<Record<string, RegExp>> = Object.freeze({
  AT: /^ATU[0-9]{8}$/,
  BE: /^BE[01][0-9]{9}$/,
  CH: /^CHE[0-9]{9}(MWST|TVA|IVA)?$/,
  CZ: /^CZ[0-9]{8,10}$/,
  DE: /^DE[0-9]{9}$/,
  DK: /^DK[0-9]{8}$/,
  EL: /^EL[0-9]{9}$/,
  ES: /^ES[0-9A-Z][0-9]{7}[0-9A-Z]$/,
  FI: /^FI[0-9]{8}$/,
  FR: /^FR[0-9A-HJ-NP-Z]{2}[0-9]{9}$/,
  GB: /^GB([0-9]{9}|[0-9]{12}|GD[0-4][0-9]{2}|HA[5-9][0-9]{2})$/,
  IE: /^IE([0-9]{7}[A-W][A-I]?|[0-9][A-Z+*][0-9]{5}[A-W])$/,
  IT: /^IT[0-9]{11}$/,
  LU: /^LU[0-9]{8}$/,
  NL: /^NL[0-9]{9}B[0-9]{2}$/,
  PL: /^PL[0-9]{10}$/,
  PT: /^PT[0-9]{9}$/,
  SE: /^SE[0-9]{10}01$/,
});

const GENERIC_VAT_FORMAT = /^[A-Z]{2}[A-Z0-9]{2,12}$/;

/**
 * The form a VAT ID is checked in: upper case without spaces, dots and hyphens, so the Swiss
 * `CHE-123.456.789 MWST` and `DE 123 456 789` are read as their registers print them.
 */
export function compactVatIdentifier(value: string): string {
  return value.replace(/[\s.-]+/g, '').toUpperCase();
}

/** True when the VAT ID has the format of the country its prefix names (or the general one). */
export function isValidVatIdentifier(value: string): boolean {
  const compact = compactVatIdentifier(value);
  // The Swiss UID's prefix is three letters, CHE; every other one is the country's two.
  const country = compact.startsWith('CHE') ? 'CH' : compact.slice(0, 2);
  const format = VAT_FORMATS[country];
  return (format ?? GENERIC_VAT_FORMAT).test(compact);
}
