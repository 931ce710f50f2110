import { invoiceSchema } from '@e-invoice-eu/core';
import {
  FieldErrorCollector,
  checkPeppolId,
  formatPeppolId,
  isPeppolIdProblem,
  minorUnits,
  toDecimal,
  toPercentage,
} from '@faktura/domain';
import type { EInvoiceFormatInfo } from './einvoice-formats';
import type {
  EInvoiceAddress,
  EInvoiceBuyer,
  EInvoiceElectronicAddress,
  EInvoiceLine,
  EInvoiceSource,
} from './einvoice-source.types';
import { peppolEndpoint } from './peppol-invoice.rules';
import { isVatCategory } from './vat-category.rules';

type CodeLists = Record<'ISO3166' | 'eas' | 'vatex', { enum: string[] }>;
const codeLists = (invoiceSchema as unknown as { $defs: { codeLists: CodeLists } }).$defs.codeLists;
const COUNTRIES: ReadonlySet<string> = new Set(codeLists.ISO3166.enum);
const EAS_SCHEMES: ReadonlySet<string> = new Set(codeLists.eas.enum);
const VATEX_CODES: ReadonlySet<string> = new Set(codeLists.vatex.enum);
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Checks what the mapper needs from a source, reporting every problem at once as one
 * `validation_failed` DomainError with field names like `lines[2].quantity`. Business rules of
 * EN 16931 and XRechnung beyond that are the validator's; this only keeps the mapping sound.
 */
export function checkEInvoiceSource(source: EInvoiceSource, format: EInvoiceFormatInfo): void {
  const errors = new FieldErrorCollector();
  const text = (value: string | undefined, field: string) => {
    if (!value?.trim()) errors.add(field, 'must not be blank');
  };
  const date = (value: string | undefined, field: string, required = false) => {
    if (value === undefined) {
      if (required) errors.add(field, 'is required');
    } else if (!isIsoDate(value)) errors.add(field, 'must be a date as YYYY-MM-DD');
  };

  if (source.kind !== 'invoice' && source.kind !== 'credit_note') {
    errors.add('kind', 'must be invoice or credit_note');
  }
  text(source.number, 'number');
  date(source.issueDate, 'issueDate', true);
  date(source.dueDate, 'dueDate');
  date(source.deliveryDate, 'deliveryDate');
  if (source.servicePeriod) {
    date(source.servicePeriod.start, 'servicePeriod.start', true);
    date(source.servicePeriod.end, 'servicePeriod.end', true);
    if (source.servicePeriod.end < source.servicePeriod.start) {
      errors.add('servicePeriod.end', 'must not be before the start');
    }
  }
  const digits = errors.capture(() => minorUnits(source.currency), 2);
  if (digits > 2) errors.add('currency', 'must have at most two minor-unit digits (EN 16931)');
  if (source.kind === 'credit_note') {
    text(source.precedingInvoice?.number, 'precedingInvoice.number');
  }
  date(source.precedingInvoice?.issueDate, 'precedingInvoice.issueDate');
  if (source.deliveryAddress !== undefined) {
    address(errors, source.deliveryAddress, 'deliveryAddress');
  }

  for (const role of ['seller', 'buyer'] as const) {
    const party = source[role];
    text(party?.name, `${role}.name`);
    address(errors, party?.address, `${role}.address`);
    electronicAddress(errors, party?.electronicAddress, `${role}.electronicAddress`, format);
    if (format.cius === 'peppol') peppolParticipant(errors, party, `${role}.peppolId`);
  }
  // PEPPOL-EN16931-R003: a buyer reference or an order reference; Faktura has the former only.
  if (format.cius === 'peppol') text(source.buyerReference, 'buyerReference');
  amounts(errors, source);
  if (!Array.isArray(source.lines) || source.lines.length === 0) {
    errors.add('lines', 'must contain at least one line');
  } else {
    const ids = new Set<string>();
    source.lines.forEach((line, index) => lineProblems(errors, line, `lines[${index}]`, ids));
  }
  errors.throwIfAny();
}

function amounts(errors: FieldErrorCollector, source: EInvoiceSource): void {
  if (source.discountPercent !== undefined) {
    errors.capture(() => toPercentage(source.discountPercent ?? 0, 'discountPercent'), null);
  }
  if (source.paidAmount !== undefined) {
    errors.capture(() => toDecimal(source.paidAmount ?? 0, 'paidAmount'), null);
  }
  const cash = source.cashDiscount;
  if (cash === undefined) return;
  if (!Number.isInteger(cash.days) || cash.days < 0) {
    errors.add('cashDiscount.days', 'must be a whole number of days, 0 or more');
  }
  const percent = errors.capture(() => toPercentage(cash.percent, 'cashDiscount.percent'), null);
  if (percent !== null && percent.decimalPlaces() > 2) {
    errors.add('cashDiscount.percent', 'must have at most two decimals (XRechnung #SKONTO#)');
  }
}

function lineProblems(
  errors: FieldErrorCollector,
  line: EInvoiceLine,
  field: string,
  ids: Set<string>,
) {
  if (!line.id?.trim()) errors.add(`${field}.id`, 'must not be blank');
  else if (ids.has(line.id)) errors.add(`${field}.id`, 'must be unique within the invoice');
  ids.add(line.id);
  if (!line.name?.trim()) errors.add(`${field}.name`, 'must not be blank');
  errors.capture(() => toDecimal(line.quantity, `${field}.quantity`), null);
  errors.capture(() => toDecimal(line.unitPrice, `${field}.unitPrice`), null);
  if (line.netAmount !== undefined) {
    errors.capture(() => toDecimal(line.netAmount ?? 0, `${field}.netAmount`), null);
  }
  const vat = line.vat;
  if (!isVatCategory(vat?.category)) {
    errors.add(`${field}.vat.category`, 'must be one of S, Z, E, AE, K, G');
    return;
  }
  const rate = errors.capture(() => toPercentage(vat.rate, `${field}.vat.rate`), null);
  if (vat.category === 'S' && rate?.isZero()) {
    errors.add(`${field}.vat.rate`, 'must be above 0 for category S (use Z or E for 0 %)');
  }
  if (vat.category === 'E' && !vat.exemptionReason?.trim() && !vat.exemptionReasonCode?.trim()) {
    errors.add(`${field}.vat.exemptionReason`, 'is required for category E');
  }
  const code = vat.exemptionReasonCode?.trim();
  if (code && !VATEX_CODES.has(code)) {
    errors.add(`${field}.vat.exemptionReasonCode`, 'must be a code of the VATEX list');
  }
}

function address(errors: FieldErrorCollector, value: EInvoiceAddress | undefined, field: string) {
  if (!value) errors.add(field, 'is required');
  else country(errors, value.countryCode, `${field}.countryCode`);
}

function country(errors: FieldErrorCollector, code: string, field: string) {
  if (!COUNTRIES.has(code)) errors.add(field, 'must be an ISO 3166-1 alpha-2 code');
}

function electronicAddress(
  errors: FieldErrorCollector,
  value: EInvoiceElectronicAddress | undefined,
  field: string,
  format: EInvoiceFormatInfo,
) {
  // The library's UBL schema refuses an invoice without BT-34 and BT-49; Peppol's own comes from
  // the participant id.
  if (!value?.value?.trim()) {
    if (format.syntax === 'ubl' && format.cius !== 'peppol')
      errors.add(field, 'is required for UBL');
    return;
  }
  if (value.scheme !== undefined && !EAS_SCHEMES.has(value.scheme)) {
    errors.add(`${field}.scheme`, 'must be a code of the EAS list');
  }
}

// BT-34/BT-49 of Peppol BIS: the participant id, or an electronic address of a Peppol scheme.
function peppolParticipant(
  errors: FieldErrorCollector,
  party: Pick<EInvoiceBuyer, 'peppolId' | 'electronicAddress'> | undefined,
  field: string,
) {
  const id = party?.peppolId;
  if (id === undefined) {
    if (!party || !peppolEndpoint(party)) {
      errors.add(
        field,
        'is required for Peppol BIS (an EAS scheme such as 0208 or 9930 and an id)',
      );
    }
  } else if (!id.value?.trim()) {
    errors.add(field, 'must not be blank');
  } else {
    // The checks of the Peppol schematron (PEPPOL-COMMON-R040..R050), as the API applies them.
    const checked = checkPeppolId(formatPeppolId({ scheme: id.scheme ?? '', value: id.value }));
    if (isPeppolIdProblem(checked)) errors.add(field, `must be ${checked.must}`);
    else if (!EAS_SCHEMES.has(checked.scheme)) {
      errors.add(field, 'must have a scheme the e-invoice library knows');
    }
  }
}

/** True for a real calendar date written as YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}
