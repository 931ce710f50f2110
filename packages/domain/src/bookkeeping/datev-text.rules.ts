import { windows1252Byte } from './windows-1252.encoding.js';

/** DATEV's longest Buchungstext. */
export const DATEV_TEXT_LENGTH = 60;
/** DATEV's longest Belegfeld 1. */
export const DATEV_DOCUMENT_FIELD_LENGTH = 36;

const COMBINING_MARKS = /[\u0300-\u036f]/g;
/** What DATEV's format description allows in Belegfeld 1. */
const DOCUMENT_FIELD_CHARACTER = /[A-Za-z0-9_$%/-]/;

/**
 * Text every character of which Windows-1252 holds: line breaks and other control characters
 * become spaces, a letter outside the code page loses its accent when that makes it fit
 * (`ł` stays `?`, `ő` becomes `o`), anything else becomes `?`. A customer's name must never
 * make the export fail.
 */
export function toWindows1252Text(text: string): string {
  let result = '';
  for (const character of text.normalize('NFC')) {
    const codePoint = character.codePointAt(0) as number;
    if (codePoint < 0x20 || (codePoint >= 0x7f && codePoint <= 0x9f)) {
      result += ' ';
    } else if (windows1252Byte(codePoint) !== null) {
      result += character;
    } else {
      const base = character.normalize('NFD').replace(COMBINING_MARKS, '');
      const fits =
        base.length > 0 &&
        [...base].every((c) => windows1252Byte(c.codePointAt(0) as number) !== null);
      result += fits ? base : '?';
    }
  }
  return result;
}

/** A Buchungstext as DATEV takes it: Windows-1252, one line, trimmed, at most 60 characters. */
export function datevText(text: string): string {
  return [...toWindows1252Text(text).trim()].slice(0, DATEV_TEXT_LENGTH).join('').trimEnd();
}

/**
 * A document number as Belegfeld 1: DATEV allows letters, digits and `_ $ % - /` only, so any
 * other character becomes `-` (`R.2026 001` -> `R-2026-001`); at most 36 characters.
 */
export function datevDocumentField(value: string): string {
  const allowed = [...value.trim()].map((c) => (DOCUMENT_FIELD_CHARACTER.test(c) ? c : '-'));
  return allowed.slice(0, DATEV_DOCUMENT_FIELD_LENGTH).join('');
}
