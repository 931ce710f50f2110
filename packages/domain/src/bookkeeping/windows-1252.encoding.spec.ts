import fc from 'fast-check';
import { DomainError } from '../domain-error.js';
import { datevDocumentField, datevText, toWindows1252Text } from './datev-text.rules.js';
import { decodeWindows1252, encodeWindows1252, windows1252Byte } from './windows-1252.encoding.js';

/** Every character Windows-1252 holds (the 251 defined code points). */
const REPRESENTABLE = Array.from({ length: 0x2200 }, (_, codePoint) => codePoint)
  .filter((codePoint) => windows1252Byte(codePoint) !== null)
  .map((codePoint) => String.fromCodePoint(codePoint));

describe('Windows-1252', () => {
  it('encodes umlauts, ß and the euro sign to their bytes', () => {
    expect([...encodeWindows1252('ÄÖÜäöüß')]).toEqual([0xc4, 0xd6, 0xdc, 0xe4, 0xf6, 0xfc, 0xdf]);
    expect([...encodeWindows1252('€')]).toEqual([0x80]);
    expect([...encodeWindows1252('„Zitat“ – 5 ‰')]).toEqual([
      0x84, 0x5a, 0x69, 0x74, 0x61, 0x74, 0x93, 0x20, 0x96, 0x20, 0x35, 0x20, 0x89,
    ]);
  });

  it('holds exactly 251 characters: 256 bytes less the five undefined ones', () => {
    expect(REPRESENTABLE).toHaveLength(251);
  });

  it('decodes what it encodes', () => {
    expect(decodeWindows1252(Uint8Array.from([0x80, 0xe4, 0xdf, 0x9f]))).toBe('€äßŸ');
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...REPRESENTABLE)), (characters) => {
        const text = characters.join('');
        expect(decodeWindows1252(encodeWindows1252(text))).toBe(text);
      }),
    );
  });

  it('refuses a character outside the code page and an undefined byte', () => {
    expect(() => encodeWindows1252('Łódź')).toThrow(DomainError);
    expect(() => encodeWindows1252('ok 😀')).toThrow(/position 3/);
    expect(() => decodeWindows1252(Uint8Array.from([0x41, 0x81]))).toThrow(/position 1/);
  });
});

describe('DATEV texts', () => {
  it('keeps what Windows-1252 holds and replaces the rest', () => {
    expect(toWindows1252Text('Müller – „Söhne“ €')).toBe('Müller – „Söhne“ €');
    // ź and ő lose their accents; Ł has no base letter; an emoji is one character to replace.
    expect(toWindows1252Text('Łódź Győr 😀')).toBe('?ódz Gyor ?');
    expect(toWindows1252Text('eins\r\nzwei\tdrei')).toBe('eins  zwei drei');
    // A decomposed umlaut (as macOS writes file names) is composed first.
    expect(toWindows1252Text('Mu\u0308ller')).toBe('Müller');
  });

  it('shortens a Buchungstext to 60 characters on one line', () => {
    expect(datevText(`  ${'ä'.repeat(70)}  `)).toBe('ä'.repeat(60));
    expect(datevText('Zeile 1\nZeile 2')).toBe('Zeile 1 Zeile 2');
  });

  it('keeps only the characters DATEV allows in Belegfeld 1, at most 36', () => {
    expect(datevDocumentField('R-2026/001_a$%')).toBe('R-2026/001_a$%');
    expect(datevDocumentField('R.2026 001')).toBe('R-2026-001');
    expect(datevDocumentField('Ä'.repeat(40))).toBe('-'.repeat(36));
  });
});
