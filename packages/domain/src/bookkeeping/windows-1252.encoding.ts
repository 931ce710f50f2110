import { DomainError } from '../domain-error.js';

/**
 * The code points of bytes 0x80..0x9F in Windows-1252; 0 marks the five bytes the code page
 * leaves undefined. Every other byte is the code point of the same number (ASCII, Latin-1).
 */
const HIGH_CONTROL_RANGE: readonly number[] = [
  0x20ac, 0, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152,
  0, 0x017d, 0, 0, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161,
  0x203a, 0x0153, 0, 0x017e, 0x0178,
];

const BYTE_OF_CODE_POINT: ReadonlyMap<number, number> = new Map(
  HIGH_CONTROL_RANGE.flatMap((codePoint, index) =>
    codePoint === 0 ? [] : [[codePoint, 0x80 + index] as [number, number]],
  ),
);

/** The Windows-1252 byte of a code point, or null when the code page cannot hold it. */
export function windows1252Byte(codePoint: number): number | null {
  if (codePoint < 0x80 || (codePoint >= 0xa0 && codePoint <= 0xff)) return codePoint;
  return BYTE_OF_CODE_POINT.get(codePoint) ?? null;
}

/**
 * Text as Windows-1252 bytes. A character the code page cannot hold is refused: the booking
 * texts are made representable before (`datevText`), so one reaching here is a bug, and a
 * silently replaced character in a tax advisor's books would be worse than a failed export.
 */
export function encodeWindows1252(text: string): Uint8Array {
  const bytes: number[] = [];
  let position = 0;
  for (const character of text) {
    const byte = windows1252Byte(character.codePointAt(0) as number);
    if (byte === null) {
      throw DomainError.rule(
        `The character at position ${position} cannot be written in Windows-1252`,
      );
    }
    bytes.push(byte);
    position += 1;
  }
  return Uint8Array.from(bytes);
}

/** Windows-1252 bytes as text; the five undefined bytes are refused. */
export function decodeWindows1252(bytes: Uint8Array): string {
  let text = '';
  bytes.forEach((byte, position) => {
    if (byte < 0x80 || byte >= 0xa0) {
      text += String.fromCharCode(byte);
      return;
    }
    const codePoint = HIGH_CONTROL_RANGE[byte - 0x80] as number;
    if (codePoint === 0) {
      throw DomainError.rule(`The byte at position ${position} is undefined in Windows-1252`);
    }
    text += String.fromCharCode(codePoint);
  });
  return text;
}
