// Nested references the reference's records share (its UserRef, CompanyRef, VAT objects, ...).
import {
  anyOf,
  bool,
  int,
  nullable,
  num,
  oneOf,
  record,
  str,
  type JsonSchema,
} from '../schema-builders';

/** `{id, firstname, lastname}` of a user. */
export const userRef = record({ id: int, firstname: str, lastname: str });

/** `{id, name}` of a company, deal, project group, ... */
export const namedRef = record({ id: int, name: str });

/** `{id, type, name}` of a company where the reference embeds its type (contacts, deals). */
export const typedCompanyRef = record({
  id: int,
  type: oneOf('customer', 'supplier', 'organization'),
  name: str,
});

/** `{id, identifier, name}` of a project. */
export const projectRef = record({ id: int, identifier: nullable(str), name: str });

/** The reference's revenue category record and the `revenue_category` it embeds. */
export const revenueCategoryFields = {
  id: int,
  name: str,
  revenue_account: nullable(int),
  cost_category: nullable(str),
  assignment_kind: oneOf('only_tasks', 'only_expenses', 'tasks_and_expenses'),
};
export const revenueCategory = record(revenueCategoryFields);

/** The sales VAT code as offers, invoices and companies embed it (`vat`, `customer_vat`). */
export const salesVatCode = record({
  id: int,
  tax: num,
  description: str,
  reverse_charge: bool,
  intra_eu: bool,
  print_gross_total: bool,
  notice_tax_exemption: nullable(str),
  notice_tax_exemption_en: nullable(str),
  notice_tax_exemption_alt: nullable(str),
  active: bool,
  code: str,
  credit_account: nullable(str),
});

/**
 * A document's `vat`: the VAT code's, or for a `tax` rate without a code exactly the object
 * docs/reference/conventions.md ("Tax rates without a VAT code") prescribes.
 */
export const documentVat: JsonSchema = anyOf(
  salesVatCode,
  record({
    tax: num,
    reverse_charge: { const: false },
    intra_eu: { const: false },
    active: { const: true },
    print_gross_total: { const: true },
    notice_tax_exemption: { const: '' },
    notice_tax_exemption_alt: { const: '' },
  }),
);

/** The purchase VAT code as purchase items and suppliers embed it. */
export const purchaseVatCode = record({
  id: int,
  tax: num,
  description: str,
  reverse_charge: bool,
  intra_eu: bool,
  active: bool,
  code: str,
});

/** A purchase item's `vat`: the code's, or an inline rate (docs/reference/conventions.md). */
export const purchaseItemVat: JsonSchema = anyOf(
  purchaseVatCode,
  record({
    tax: num,
    reverse_charge: { const: false },
    intra_eu: { const: false },
    active: { const: true },
  }),
);
