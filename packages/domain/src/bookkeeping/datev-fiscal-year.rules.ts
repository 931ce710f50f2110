import { DomainError } from '../domain-error.js';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The first day of the fiscal year a date falls in, for a fiscal year that begins on the first
 * of `firstMonth` (1 = the calendar year): DATEV's WJ-Beginn of a batch with that date.
 */
export function datevFiscalYearStart(date: string, firstMonth: number): string {
  const match = ISO_DATE.exec(date);
  if (!match) throw DomainError.validation({ date: ['must be a date YYYY-MM-DD'] });
  if (!Number.isInteger(firstMonth) || firstMonth < 1 || firstMonth > 12) {
    throw DomainError.validation({ firstMonth: ['must be a month from 1 to 12'] });
  }
  const year = Number(match[1]);
  const startYear = Number(match[2]) >= firstMonth ? year : year - 1;
  return `${String(startYear).padStart(4, '0')}-${String(firstMonth).padStart(2, '0')}-01`;
}

/** True when the range from..to lies inside the fiscal year beginning on `fiscalYearStart`. */
export function isWithinFiscalYear(fiscalYearStart: string, from: string, to: string): boolean {
  const nextStart = `${String(Number(fiscalYearStart.slice(0, 4)) + 1).padStart(4, '0')}${fiscalYearStart.slice(4)}`;
  return from >= fiscalYearStart && to < nextStart;
}
