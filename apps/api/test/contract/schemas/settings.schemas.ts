// The reference's records of the account settings Faktura serves: VAT codes, revenue
// categories, custom property definitions and letter papers.
import type { ContractGroup } from '../contract-checker';
import {
  arrayOf,
  bool,
  EMPTY_BODY,
  int,
  type JsonSchema,
  listOf,
  nullable,
  oneOf,
  recordWithExtensions,
  str,
  timestamp,
  url,
} from '../schema-builders';
import { purchaseVatCode, revenueCategoryFields, salesVatCode } from './shared.schemas';

const timestamps = { created_at: timestamp, updated_at: timestamp };

/** The fields of a closed record schema, to build the top-level record around them. */
const fieldsOf = (schema: JsonSchema) => schema.properties as Record<string, JsonSchema>;

/** The reference's VatCodeSale, plus Faktura's timestamps. */
export const vatCodeSaleRecord = recordWithExtensions(fieldsOf(salesVatCode), {
  // Faktura answers timestamps on every record.
  ...timestamps,
});

/** The reference's VatCodePurchase, plus Faktura's booking account and timestamps. */
export const vatCodePurchaseRecord = recordWithExtensions(fieldsOf(purchaseVatCode), {
  // Booking account of purchase codes, kept like the sales codes' credit_account.
  credit_account: nullable(str),
  ...timestamps,
});

/** The reference's RevenueCategory, plus Faktura's retirement flag and timestamps. */
export const revenueCategoryRecord = recordWithExtensions(revenueCategoryFields, {
  // false: no longer offered for new positions (categories in use cannot be deleted).
  active: bool,
  ...timestamps,
});

/** The reference's AccountCustomProperty, plus Faktura's timestamps. */
export const customPropertyRecord = recordWithExtensions(
  {
    id: int,
    name: str,
    kind: oneOf('String', 'Textarea', 'Link', 'Boolean', 'Select', 'MultiSelect', 'Date'),
    entity: oneOf(
      'Offer',
      'Invoice',
      'Purchase',
      'Expense',
      'Company',
      'Contact',
      'Project',
      'Deal',
      'User',
    ),
    defaults: arrayOf(str),
    placeholder: nullable(str),
    placeholder_alt: nullable(str),
    print_on_invoice: bool,
    print_on_offer: bool,
    print_on_timesheet: bool,
    notification_enabled: bool,
    api_only: bool,
  },
  { ...timestamps },
);

/** The reference's LetterPaper; it has timestamps itself, Faktura adds nothing. */
export const letterPaperRecord = recordWithExtensions(
  {
    id: int,
    name: str,
    active: bool,
    template: nullable(str),
    file: nullable(url),
    ...timestamps,
  },
  {},
);

export const SETTINGS_CONTRACT: ContractGroup = {
  'GET /vat_code_sales': { status: 200, body: listOf(vatCodeSaleRecord), paged: false },
  'GET /vat_code_sales/{id}': { status: 200, body: vatCodeSaleRecord },
  'GET /vat_code_purchases': { status: 200, body: listOf(vatCodePurchaseRecord), paged: false },
  'GET /vat_code_purchases/{id}': { status: 200, body: vatCodePurchaseRecord },

  'GET /revenue_categories': { status: 200, body: listOf(revenueCategoryRecord), paged: true },
  'POST /revenue_categories': { status: 200, body: revenueCategoryRecord },
  'GET /revenue_categories/{id}': { status: 200, body: revenueCategoryRecord },
  'PUT /revenue_categories/{id}': { status: 200, body: revenueCategoryRecord },
  'PATCH /revenue_categories/{id}': { status: 200, body: revenueCategoryRecord },
  'DELETE /revenue_categories/{id}': { status: 204, body: EMPTY_BODY },

  'GET /account/custom_properties': {
    status: 200,
    body: listOf(customPropertyRecord),
    paged: true,
  },
  'POST /account/custom_properties': { status: 200, body: customPropertyRecord },
  'GET /account/custom_properties/{id}': { status: 200, body: customPropertyRecord },
  'PUT /account/custom_properties/{id}': { status: 200, body: customPropertyRecord },
  'PATCH /account/custom_properties/{id}': { status: 200, body: customPropertyRecord },
  'DELETE /account/custom_properties/{id}': { status: 204, body: EMPTY_BODY },

  'GET /letter_papers': { status: 200, body: listOf(letterPaperRecord), paged: false },
};
