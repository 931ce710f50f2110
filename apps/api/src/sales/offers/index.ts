// The unit's public entry: other units import only what is exported here (lint rule
// faktura/unit-boundaries), so the unit's other files can change without touching them.
export { APPROVAL_PAGE_ROUTES, ApprovalPageModule } from './approval-page/approval-page.module';
export { OfferRevenueCategoryReference, OfferUserReference } from './dto/offer-references.response';
export { OfferAcceptanceService } from './offer-acceptance.service';
export type { OfferRow } from './offer-acceptance.service';
export { OfferBillingService } from './offer-billing.service';
export { OfferConfirmationIssuer } from './offer-confirmation.issuer';
export { OffersModule } from './offers.module';
