import { DOCUMENT_LANGUAGES } from '@faktura/domain';
import { DOCUMENT_LABELS, fillLabel } from './document-labels';

const placeholders = (value: string) => (value.match(/\{\w+\}/g) ?? []).sort();

describe('document labels', () => {
  it('has every label in every document language, none empty, with the English placeholders', () => {
    const english = DOCUMENT_LABELS.en;
    expect(Object.keys(DOCUMENT_LABELS).sort()).toEqual([...DOCUMENT_LANGUAGES].sort());
    for (const labels of Object.values(DOCUMENT_LABELS)) {
      expect(Object.keys(labels).sort()).toEqual(Object.keys(english).sort());
      for (const [key, value] of Object.entries(labels)) {
        expect(value.trim()).not.toBe('');
        expect(placeholders(value)).toEqual(placeholders(english[key as keyof typeof english]));
      }
    }
  });

  it('names files with ASCII letters and hyphens only', () => {
    for (const labels of Object.values(DOCUMENT_LABELS)) {
      const files = [
        labels.offerFile,
        labels.orderConfirmationFile,
        labels.invoiceDraftFile,
        labels.reminderFile,
        labels.timesheetFile,
      ];
      for (const name of files) expect(name).toMatch(/^[A-Za-z][A-Za-z-]*$/);
    }
  });

  it('fills placeholders once, leaving unknown ones and filled values alone', () => {
    expect(fillLabel('{number} of {date} {x}', { number: '{date}', date: '23.11.2026' })).toBe(
      '{date} of 23.11.2026 {x}',
    );
  });
});
