import { isEpcText, isSepaIdentifier, toEpcText } from './epc-text';

describe('toEpcText', () => {
  it('transliterates German letters and drops accents', () => {
    expect(toEpcText('Müller & Söhne GmbH, Straße 5', 70)).toBe('Mueller + Soehne GmbH, Strasse 5');
    expect(toEpcText('Crème brûlée Société', 70)).toBe('Creme brulee Societe');
  });

  it('replaces characters outside the set, folds spaces and cuts to the length', () => {
    expect(toEpcText('Rechnung #R26-0001 ; bitte € zahlen', 140)).toBe(
      'Rechnung R26-0001 bitte zahlen',
    );
    expect(toEpcText('abcdef ghi', 7)).toBe('abcdef');
    expect(isEpcText(toEpcText('日本 Ω ✓ ok', 20))).toBe(true);
  });
});

describe('isSepaIdentifier', () => {
  it('takes 1 to 35 characters of the set without spaces or misplaced slashes', () => {
    expect(isSepaIdentifier('R260001-2026-11-30')).toBe(true);
    expect(isSepaIdentifier('A'.repeat(35))).toBe(true);
    expect(isSepaIdentifier('A'.repeat(36))).toBe(false);
    expect(isSepaIdentifier('has space')).toBe(false);
    expect(isSepaIdentifier('/lead')).toBe(false);
    expect(isSepaIdentifier('a//b')).toBe(false);
    expect(isSepaIdentifier('')).toBe(false);
  });
});
