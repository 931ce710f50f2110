import type { Prisma } from '@faktura/db';
import {
  DECIMAL,
  many,
  one,
  RecordQuery,
  referredBy,
  referringBy,
  TIME,
  userOf,
  VALUE,
  type UserReferenceSelect,
} from '../../platform/database';
import { purchaseVatCodeOf } from '../../shared/document-vat';

/**
 * Everything a receipt response shows. `purchaseItems` is the first purchase item (by id) that
 * refers to the receipt: its purchase's refund request and payments make the refund state.
 */
type Details = {
  user: UserReferenceSelect;
  project: {
    select: {
      id: true;
      name: true;
      billable: true;
      company: { select: { id: true; name: true } };
    };
  };
  items: { include: { vatCode: true; purchaseCategory: { select: { id: true; name: true } } } };
  purchaseItems: {
    select: {
      purchase: {
        select: {
          identifier: true;
          grossTotal: true;
          refundRequest: { select: { id: true } };
          payments: { select: { total: true } };
        };
      };
    };
  };
};

/** A receipt with its items, project, user and refund state. */
export type ReceiptRow = Prisma.ReceiptGetPayload<{ include: Details }>;

const OF_PURCHASE = referringBy('purchase_id');

const CLAIMING_PURCHASE = one(
  'purchases',
  {
    identifier: VALUE,
    grossTotal: DECIMAL,
    refundRequest: one('purchase_refund_requests', { id: VALUE }, OF_PURCHASE),
    payments: many('purchase_payments', { total: DECIMAL }, OF_PURCHASE, { orderBy: 'id' }),
  },
  referredBy('purchase_id'),
);

/** Receipts with everything their responses show, in one statement (lists and details). */
export const RECEIPT_RECORDS = new RecordQuery<ReceiptRow>('receipts', {
  user: userOf('user_id'),
  project: one(
    'projects',
    {
      id: VALUE,
      name: VALUE,
      billable: VALUE,
      company: one('companies', { id: VALUE, name: VALUE }, referredBy('company_id')),
    },
    referredBy('project_id'),
  ),
  items: many(
    'receipt_items',
    {
      id: VALUE,
      accountId: VALUE,
      receiptId: VALUE,
      sortOrder: VALUE,
      grossTotal: DECIMAL,
      vatCodeId: VALUE,
      purchaseCategoryId: VALUE,
      createdAt: TIME,
      updatedAt: TIME,
      vatCode: purchaseVatCodeOf('vat_code_id'),
      purchaseCategory: one(
        'purchase_categories',
        { id: VALUE, name: VALUE },
        referredBy('purchase_category_id'),
      ),
    },
    referringBy('receipt_id'),
    { orderBy: 'sort_order' },
  ),
  purchaseItems: many(
    'purchase_items',
    { purchase: CLAIMING_PURCHASE },
    referringBy('receipt_id'),
    {
      orderBy: 'id',
      limit: 1,
    },
  ),
});
