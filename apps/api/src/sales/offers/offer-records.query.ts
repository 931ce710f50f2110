import type { Prisma } from '@faktura/db';
import { salesVatCodeOf } from '../../shared/document-vat';
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
import { emailDeliveriesOf } from '../../shared/emails';
import type { WithEmailDeliveries } from '../../shared/emails';
import { SALES_POSITION } from '../../shared/sales-documents';
/** The types of the references every offer response shows (loaded by OFFER_SUMMARIES). */
type References = {
  company: { select: { id: true; name: true } };
  project: { select: { id: true; identifier: true; name: true } };
  deal: { select: { id: true; name: true } };
  user: UserReferenceSelect;
  vatCode: true;
  customerApproval: {
    select: {
      id: true;
      active: true;
      token: true;
      approvedAt: true;
      approvedByName: true;
      approvedByEmail: true;
    };
  };
  confirmation: {
    select: {
      id: true;
      accountId: true;
      offerId: true;
      date: true;
      title: true;
      createdAt: true;
      updatedAt: true;
    };
  };
  invoices: { select: { id: true } };
};

/** The types of what the detail adds: internal contact and positions in order. */
type Details = References & {
  internalContact: UserReferenceSelect;
  positions: { include: { revenueCategory: true } };
};

export type OfferSummaryRow = Prisma.OfferGetPayload<{ include: References }> & WithEmailDeliveries;
export type OfferRow = Prisma.OfferGetPayload<{ include: Details }> & WithEmailDeliveries;

const OF_OFFER = referringBy('offer_id');

const REFERENCES = {
  company: one('companies', { id: VALUE, name: VALUE }, referredBy('company_id')),
  project: one('projects', { id: VALUE, identifier: VALUE, name: VALUE }, referredBy('project_id')),
  deal: one('deals', { id: VALUE, name: VALUE }, referredBy('deal_id')),
  user: userOf('user_id'),
  vatCode: salesVatCodeOf('vat_code_id'),
  customerApproval: one(
    'offer_customer_approvals',
    {
      id: VALUE,
      active: VALUE,
      token: VALUE,
      approvedAt: TIME,
      approvedByName: VALUE,
      approvedByEmail: VALUE,
    },
    OF_OFFER,
  ),
  confirmation: one(
    'offer_confirmations',
    {
      id: VALUE,
      accountId: VALUE,
      offerId: VALUE,
      date: TIME,
      title: VALUE,
      createdAt: TIME,
      updatedAt: TIME,
    },
    OF_OFFER,
  ),
  // The latest invoice made from the offer is its invoice_id.
  invoices: many('invoices', { id: VALUE }, OF_OFFER, { orderBy: 'id DESC', limit: 1 }),
  emailDeliveries: emailDeliveriesOf(['offer']),
};

const POSITIONS = many(
  'offer_positions',
  { ...SALES_POSITION, offerId: VALUE, unitCost: DECIMAL },
  OF_OFFER,
  { orderBy: 'sort_order' },
);

/** Offers as lists show them, in one statement. */
export const OFFER_SUMMARIES = new RecordQuery<OfferSummaryRow>('offers', REFERENCES);

/** One offer with everything its response shows, in one statement. */
export const OFFER_DETAILS = new RecordQuery<OfferRow>('offers', {
  ...REFERENCES,
  internalContact: userOf('internal_contact_id'),
  positions: POSITIONS,
});
