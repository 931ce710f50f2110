import { DomainError } from './domain-error.js';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function parts(value: string, field: string): [number, number, number] {
  const match = ISO_DATE.exec(value);
  if (!match) throw DomainError.validation({ [field]: ['must be a date (YYYY-MM-DD)'] });
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

const daysInMonth = (year: number, month: number) =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();
const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The printed service period of two ISO dates: `MM/YYYY` when they span exactly one calendar
 * month, else `DD.MM.YYYY - DD.MM.YYYY`. A period ending before it starts is a validation error.
 */
export function formatServicePeriod(from: string, to: string): string {
  const [fy, fm, fd] = parts(from, 'service_period_from');
  const [ty, tm, td] = parts(to, 'service_period_to');
  if (to < from) {
    throw DomainError.validation({ service_period_to: ['must not be before service_period_from'] });
  }
  if (fy === ty && fm === tm && fd === 1 && td === daysInMonth(ty, tm)) return `${pad(fm)}/${fy}`;
  return `${pad(fd)}.${pad(fm)}.${fy} - ${pad(td)}.${pad(tm)}.${ty}`;
}
