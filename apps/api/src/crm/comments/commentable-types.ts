/**
 * What a comment may be about: the reference's class name of each kind of record Faktura has,
 * and the account table that holds those records. A new commentable table is one line here and
 * one delete trigger (as migrations 20261204040000_comments and 20261204080000 add them). The
 * reference also names kinds Faktura does not have (DeliveryNote, Receipt, ...); those are a 422.
 */
export const COMMENTABLE_TABLES = {
  Company: 'companies',
  Contact: 'contacts',
  Deal: 'deals',
  Expense: 'expenses',
  Invoice: 'invoices',
  InvoiceReminder: 'invoice_reminders',
  Offer: 'offers',
  Project: 'projects',
  Purchase: 'purchases',
  Unit: 'units',
  User: 'users',
} as const satisfies Record<string, string>;

export type CommentableType = keyof typeof COMMENTABLE_TABLES;

export const COMMENTABLE_TYPES = Object.keys(COMMENTABLE_TABLES) as CommentableType[];

/** The list filter also takes `Customer`, the reference's deprecated name of `Company`. */
export const COMMENTABLE_TYPE_FILTERS = [...COMMENTABLE_TYPES, 'Customer'] as const;

/** The stored type a filter value stands for. */
export function filteredType(value: (typeof COMMENTABLE_TYPE_FILTERS)[number]): CommentableType {
  return value === 'Customer' ? 'Company' : value;
}
