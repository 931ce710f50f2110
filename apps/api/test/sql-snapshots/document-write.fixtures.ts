import type { CreatePurchaseDto } from '../../src/purchasing/purchases/dto/create-purchase.dto';
import type { ResolvedPurchase } from '../../src/purchasing/purchases/use-cases/create-purchase.plan';
import type { CreateInvoiceDto } from '../../src/sales/invoices/dto/create-invoice.dto';
import type { ResolvedInvoice } from '../../src/sales/invoices/use-cases/create-invoice.plan';
import type { CreateOfferDto } from '../../src/sales/offers/dto/create-offer.dto';
import type { ResolvedOffer } from '../../src/sales/offers/use-cases/create-offer.plan';

/**
 * The bodies of the snapshotted document writes: each names every reference it can, so every
 * lookup shows, and the rows they were resolved to (what the plans take).
 */
export const USER_ID = 7001;

const DOCUMENT = {
  date: '2026-03-01',
  due_date: '2026-03-31',
  title: 'Website relaunch',
  recipient_address: 'Muster AG\nBahnhofstrasse 1\n8001 Zürich',
  contact_id: 6001,
  internal_contact_id: 7002,
  vat_code_id: 8101,
};

const POSITIONS = [
  { type: 'item', title: 'Workshop', quantity: 2, unit: 'days', unit_price: 1200 },
  { type: 'item', title: 'Hosting', quantity: 12, unit: 'months', unit_price: 25 },
].map((position) => ({ ...position, revenue_category_id: 6101 }));

const VAT = { vatCode: { id: 8101, kind: 'tax' as const }, tax: '8.1', kind: 'tax' as const };

export const OFFER = {
  ...DOCUMENT,
  company_id: 3001,
  project_id: 4001,
  deal_id: 5001,
  items: POSITIONS,
} as CreateOfferDto;

export const RESOLVED_OFFER: ResolvedOffer = {
  parties: {
    companyId: 3001,
    projectId: 4001,
    dealId: 5001,
    projectCurrency: 'CHF',
    dealCurrency: 'CHF',
    companyCurrency: 'CHF',
  },
  currency: 'CHF',
  vat: VAT,
  printDetailColumns: true,
  customProperties: {},
  userId: USER_ID,
};

export const INVOICE = {
  ...DOCUMENT,
  customer_id: 3001,
  project_id: 4001,
  offer_id: 2001,
  letter_paper_id: 9001,
  currency: 'CHF',
  items: POSITIONS.map((position, index) => ({
    ...position,
    activity_ids: index === 0 ? [9201, 9202] : [],
    expense_ids: index === 1 ? [9301] : [],
  })),
} as CreateInvoiceDto;

export const RESOLVED_INVOICE: ResolvedInvoice = {
  parties: {
    customer: { id: 3001, debitNumber: 10001, creditNumber: null, buyerReference: null },
    project: { id: 4001, currency: 'CHF' },
    offer: null,
  },
  vat: VAT,
  servicePeriod: { servicePeriod: null, servicePeriodFrom: null, servicePeriodTo: null },
  printDetailColumns: true,
  customProperties: {},
  userId: USER_ID,
};

export const PURCHASE = {
  date: '2026-03-01',
  due_date: '2026-03-31',
  title: 'Hosting',
  currency: 'CHF',
  payment_method: 'bank_transfer',
  company_id: 3002,
  user_id: USER_ID,
  receipt_identifier: 'R-42',
  refund_request: { comment: 'Paid privately', user_id: 7002 },
  credit_card_transaction: { source: 'card-feed', transaction_identifier: 'tx-42' },
  items: [
    { title: 'Server', total: 120, tax_included: true, vat_code_id: 8201, category_id: 6201 },
    { title: 'Domain', total: 20, tax_included: true, tax: 8.1, category_id: 6202 },
  ],
} as CreatePurchaseDto;

export const RESOLVED_PURCHASE: ResolvedPurchase = {
  company: { id: 3002, creditNumber: 70001 },
  vats: [
    { vatCode: { id: 8201, kind: 'tax' }, tax: '8.1', kind: 'tax' },
    { vatCode: null, tax: '8.1', kind: 'tax' },
  ],
  state: { status: 'pending' },
  userId: USER_ID,
  customProperties: {},
};
