import type { TagContext } from '@faktura/db';

/** The kinds of records that carry tags, by the reference's names (`context`, `taggable_type`). */
export const TAG_CONTEXTS = [
  'Company',
  'Contact',
  'Project',
  'Deal',
  'Purchase',
  'Invoice',
  'Offer',
  'User',
] as const satisfies readonly TagContext[];

/**
 * The table of each context's records, whose `tags` column holds the names they carry. Names
 * here go into SQL as identifiers: constants only, never input.
 */
export const TAGGED_TABLES: Readonly<Record<TagContext, string>> = {
  Company: 'companies',
  Contact: 'contacts',
  Project: 'projects',
  Deal: 'deals',
  Purchase: 'purchases',
  Invoice: 'invoices',
  Offer: 'offers',
  User: 'users',
};

/** Whether `type` (a path's `taggable_type`) names a context; exactly, as the reference spells it. */
export function isTagContext(type: string): type is TagContext {
  return (TAG_CONTEXTS as readonly string[]).includes(type);
}
