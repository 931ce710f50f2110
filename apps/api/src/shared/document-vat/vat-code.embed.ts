import {
  referredBy,
  DECIMAL,
  one,
  TIME,
  VALUE,
  type Embedded,
  type Shape,
} from '../../platform/database';

const VAT_CODE: Shape = {
  id: VALUE,
  accountId: VALUE,
  code: VALUE,
  description: VALUE,
  tax: DECIMAL,
  kind: VALUE,
  active: VALUE,
};

/** Every column of a sales VAT code (`vatCode: true` in Prisma's terms). */
const SALES_VAT_CODE: Shape = {
  ...VAT_CODE,
  printGrossTotal: VALUE,
  noticeTaxExemption: VALUE,
  noticeTaxExemptionAlt: VALUE,
  creditAccount: VALUE,
  createdAt: TIME,
  updatedAt: TIME,
};

/** Every column of a purchase VAT code. */
const PURCHASE_VAT_CODE: Shape = {
  ...VAT_CODE,
  creditAccount: VALUE,
  createdAt: TIME,
  updatedAt: TIME,
};

/** The sales VAT code a column of the record refers to, or null. */
export function salesVatCodeOf(column: string): Embedded {
  return one('vat_codes_sales', SALES_VAT_CODE, referredBy(column));
}

/** The purchase VAT code a column of the record refers to, or null. */
export function purchaseVatCodeOf(column: string): Embedded {
  return one('vat_codes_purchases', PURCHASE_VAT_CODE, referredBy(column));
}
