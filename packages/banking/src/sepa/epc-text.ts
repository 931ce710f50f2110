/**
 * The EPC's Latin character set for SEPA files: letters a-z and A-Z, digits and / - ? : ( ) . , '
 * + and space. Banks may refuse anything else, so text Faktura writes into pain files is
 * transliterated (Ä -> Ae, ß -> ss, é -> e) and what still falls outside becomes a space.
 */
const ALLOWED = /^[A-Za-z0-9/\-?:().,'+ ]*$/;

const TRANSLITERATIONS: Readonly<Record<string, string>> = {
  Ä: 'Ae',
  Ö: 'Oe',
  Ü: 'Ue',
  ä: 'ae',
  ö: 'oe',
  ü: 'ue',
  ß: 'ss',
  Æ: 'AE',
  æ: 'ae',
  Ø: 'O',
  ø: 'o',
  Œ: 'OE',
  œ: 'oe',
  Ł: 'L',
  ł: 'l',
  '&': '+',
  _: '-',
  '"': "'",
};

/** True when the text uses only the EPC's Latin character set. */
export function isEpcText(value: string): boolean {
  return ALLOWED.test(value);
}

/**
 * The text in the EPC's character set, at most `maxLength` characters: transliterated, accents
 * dropped, other characters replaced by spaces, runs of spaces folded, ends trimmed.
 */
export function toEpcText(value: string, maxLength: number): string {
  let text = '';
  for (const char of value) {
    const mapped = TRANSLITERATIONS[char] ?? char.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
    text += isEpcText(mapped) ? mapped : ' ';
  }
  return text.replace(/\s+/g, ' ').trim().slice(0, maxLength).trim();
}

/**
 * True for an identifier SEPA accepts as end-to-end id, message id or mandate reference: 1 to
 * 35 characters of the EPC set without spaces, not starting or ending with "/" and without "//".
 */
export function isSepaIdentifier(value: string): boolean {
  return (
    /^[A-Za-z0-9/\-?:().,'+]{1,35}$/.test(value) &&
    !value.startsWith('/') &&
    !value.endsWith('/') &&
    !value.includes('//')
  );
}
