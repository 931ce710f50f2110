import type { Prisma } from '@faktura/db';
import { purchaseVatCodeOf } from '../../shared/document-vat';
import {
  DECIMAL,
  many,
  one,
  referredBy,
  referringBy,
  TIME,
  userOf,
  VALUE,
  type UserReferenceSelect,
  RecordQuery,
} from '../../platform/database';
/** The types of everything a purchase response shows; lists show the full record too. */
type Details = {
  company: { select: { id: true; name: true; iban: true } };
  user: UserReferenceSelect;
  payments: true;
  refundRequest: { select: { id: true; comment: true; userId: true } };
  creditCardTransaction: { select: { source: true; transactionIdentifier: true } };
  approvalRequests: { select: { state: true } };
  /** The pending SEPA transfer (at most one: a partial unique index) and its run's date. */
  sepaTransfers: {
    select: { status: true; paymentRunId: true; paymentRun: { select: { executionDate: true } } };
  };
  items: {
    include: {
      vatCode: true;
      category: { select: { id: true; name: true; creditAccount: true } };
      expense: { select: { id: true; project: { select: { id: true; companyId: true } } } };
      receipt: { select: { id: true; title: true; date: true; fileId: true } };
    };
  };
};

export type PurchaseRow = Prisma.PurchaseGetPayload<{ include: Details }>;

const OF_PURCHASE = referringBy('purchase_id');

const ITEMS = many(
  'purchase_items',
  {
    id: VALUE,
    accountId: VALUE,
    purchaseId: VALUE,
    sortOrder: VALUE,
    title: VALUE,
    netTotal: DECIMAL,
    taxTotal: DECIMAL,
    grossTotal: DECIMAL,
    tax: DECIMAL,
    taxIncluded: VALUE,
    kskRelevant: VALUE,
    vatCodeId: VALUE,
    categoryId: VALUE,
    supplierCreditNumber: VALUE,
    receiptId: VALUE,
    createdAt: TIME,
    updatedAt: TIME,
    vatCode: purchaseVatCodeOf('vat_code_id'),
    category: one(
      'purchase_categories',
      { id: VALUE, name: VALUE, creditAccount: VALUE },
      referredBy('category_id'),
    ),
    expense: one(
      'expenses',
      {
        id: VALUE,
        project: one('projects', { id: VALUE, companyId: VALUE }, referredBy('project_id')),
      },
      referringBy('purchase_item_id'),
    ),
    receipt: one(
      'receipts',
      { id: VALUE, title: VALUE, date: TIME, fileId: VALUE },
      referredBy('receipt_id'),
    ),
  },
  OF_PURCHASE,
  { orderBy: 'sort_order' },
);

/** Purchases with everything their responses show, in one statement (lists and details). */
export const PURCHASE_RECORDS = new RecordQuery<PurchaseRow>('purchases', {
  company: one('companies', { id: VALUE, name: VALUE, iban: VALUE }, referredBy('company_id')),
  user: userOf('user_id'),
  payments: many(
    'purchase_payments',
    {
      id: VALUE,
      accountId: VALUE,
      purchaseId: VALUE,
      date: TIME,
      total: DECIMAL,
      currency: VALUE,
      description: VALUE,
      createdAt: TIME,
      updatedAt: TIME,
    },
    OF_PURCHASE,
    { orderBy: 'date, id' },
  ),
  refundRequest: one(
    'purchase_refund_requests',
    { id: VALUE, comment: VALUE, userId: VALUE },
    OF_PURCHASE,
  ),
  creditCardTransaction: one(
    'credit_card_transactions',
    { source: VALUE, transactionIdentifier: VALUE },
    OF_PURCHASE,
  ),
  approvalRequests: many('purchase_approval_requests', { state: VALUE }, OF_PURCHASE, {
    orderBy: 'id',
  }),
  items: ITEMS,
  sepaTransfers: many(
    'sepa_transfers',
    {
      status: VALUE,
      paymentRunId: VALUE,
      paymentRun: one(
        'purchase_payment_runs',
        { executionDate: TIME },
        referredBy('payment_run_id'),
      ),
    },
    (self, parent) => `${self}.purchase_id = ${parent}.id AND ${self}.status = 'pending'`,
    { limit: 1 },
  ),
});
