export { BOOKING_TAX_CASES, defaultBookkeepingAccounts } from './bookkeeping-accounts.table.js';
export type {
  BookingTaxCase,
  BookkeepingAccounts,
  ChartOfAccounts,
  SelfAssessedTaxCase,
} from './bookkeeping-accounts.table.js';
export { planDatevBookings } from './datev-booking.plan.js';
export type {
  BookableDocument,
  BookableLine,
  DatevBooking,
  DatevPlanOptions,
} from './datev-booking.plan.js';
export { DATEV_COLUMNS } from './datev-columns.table.js';
export {
  DATEV_BOOKINGS_FORMAT_VERSION,
  DATEV_CATEGORY_BOOKINGS,
  DATEV_HEADER_VERSION,
  datevBookingText,
  datevHeaderText,
} from './datev-file.format.js';
export type { DatevHeader } from './datev-file.format.js';
export { datevFiscalYearStart } from './datev-fiscal-year.rules.js';
export { readDatevFile } from './datev-file.reader.js';
export type { ParsedDatevFile, ParsedDatevHeader } from './datev-file.reader.js';
export { datevDocumentField, datevText, toWindows1252Text } from './datev-text.rules.js';
export { decodeWindows1252, encodeWindows1252 } from './windows-1252.encoding.js';
