import type { Prisma } from '@faktura/db';
import {
  many,
  one,
  RecordQuery,
  referredBy,
  referringBy,
  TIME,
  VALUE,
} from '../../platform/database';

type Details = {
  company: { select: { id: true; type: true; name: true } };
  directDebits: { select: { sequenceType: true; collectionDate: true; status: true } };
};

/** A mandate with its customer and every collection made under it (its state is derived). */
export type SepaMandateRow = Prisma.SepaMandateGetPayload<{ include: Details }>;

/** Mandates with everything their responses show, in one statement (lists and details). */
export const SEPA_MANDATE_RECORDS = new RecordQuery<SepaMandateRow>('sepa_mandates', {
  company: one('companies', { id: VALUE, type: VALUE, name: VALUE }, referredBy('company_id')),
  directDebits: many(
    'direct_debits',
    { sequenceType: VALUE, collectionDate: TIME, status: VALUE },
    referringBy('mandate_id'),
    { orderBy: 'id' },
  ),
});
