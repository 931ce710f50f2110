import { toDecimal, type Numeric, type VatKind } from '@faktura/domain';
import type { EInvoiceLineVat, VatCategory } from './einvoice-source.types';

/** Every VAT category the mapper writes. */
export const VAT_CATEGORIES: readonly VatCategory[] = Object.freeze([
  'S',
  'Z',
  'E',
  'AE',
  'K',
  'G',
]);

/** True for a VAT category the mapper writes. */
export function isVatCategory(value: unknown): value is VatCategory {
  return typeof value === 'string' && (VAT_CATEGORIES as readonly string[]).includes(value);
}

/** The exemption (BT-120/BT-121) stated in a VAT breakdown. */
export interface VatExemption {
  reason?: string;
  code?: string;
}

// The VATEX texts of the code list; EN 16931 wants a reason for every exempt category and
// forbids one for S and Z (BR-S-10, BR-Z-10).
const DEFAULT_EXEMPTIONS: Readonly<Partial<Record<VatCategory, Required<VatExemption>>>> = {
  AE: { reason: 'Reverse charge', code: 'VATEX-EU-AE' },
  K: { reason: 'Intra-Community supply', code: 'VATEX-EU-IC' },
  G: { reason: 'Export outside the EU', code: 'VATEX-EU-G' },
};

/**
 * The category of a Faktura VAT kind: reverse charge is AE, intra-EU is K, taxed with a rate is
 * S and taxed at 0 % is Z (use E with an exemption reason for exempt turnover instead).
 */
export function vatCategoryFor(kind: VatKind, rate: Numeric): VatCategory {
  if (kind === 'reverse_charge') return 'AE';
  if (kind === 'intra_eu') return 'K';
  return toDecimal(rate, 'rate').isZero() ? 'Z' : 'S';
}

/** The rate the breakdown states: the given one for S, 0 for every other category. */
export function statedRate(vat: EInvoiceLineVat): string {
  return vat.category === 'S' ? toDecimal(vat.rate, 'rate').toString() : '0';
}

/** The exemption reason and code of a line's VAT: each as given, else the category's default. */
export function vatExemption(vat: EInvoiceLineVat): VatExemption {
  if (vat.category === 'S' || vat.category === 'Z') return {};
  const fallback = DEFAULT_EXEMPTIONS[vat.category];
  const reason = blankToUndefined(vat.exemptionReason);
  const code = blankToUndefined(vat.exemptionReasonCode);
  return { reason: reason ?? fallback?.reason, code: code ?? fallback?.code };
}

function blankToUndefined(value: string | undefined): string | undefined {
  const text = value?.trim();
  return text ? text : undefined;
}
