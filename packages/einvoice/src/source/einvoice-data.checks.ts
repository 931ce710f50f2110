import { DomainError, FieldErrorCollector, type FieldErrors } from '@faktura/domain';
import { eInvoiceFormatInfo, type EInvoiceFormat } from '../generation/einvoice-formats';
import { checkEInvoiceSource } from '../generation/einvoice-source.checks';
import type { EInvoiceSource, VatCategory } from '../generation/einvoice-source.types';

// EN 16931: a line of these categories needs the seller's VAT ID itself (BR-AE-02, BR-IC-02,
// BR-G-02); S, Z and E take the VAT ID or the tax number (BR-S-02, BR-Z-02, BR-E-02).
const SELLER_VAT_ID_ONLY: ReadonlySet<VatCategory> = new Set(['AE', 'K', 'G']);
// Reverse charge and intra-EU supplies name the buyer's VAT ID (BR-AE-02, BR-IC-02; BT-47,
// the alternative BR-AE-02 allows, is not mapped).
const BUYER_VAT_ID: ReadonlySet<VatCategory> = new Set(['AE', 'K']);

/**
 * Checks that an e-invoice can be made of a source in a format: what the generator needs
 * (`checkEInvoiceSource`) and the tax identifiers EN 16931 asks of seller and buyer for the
 * lines' VAT categories. Throws one `validation_failed` DomainError naming source fields
 * (`buyer.electronicAddress`, `seller.vatId`, `lines[2].quantity`) for everything missing;
 * `toApiFieldErrors` names what to fill in instead.
 */
export function checkEInvoiceData(source: EInvoiceSource, format: EInvoiceFormat): void {
  const errors = new FieldErrorCollector();
  errors.capture(() => checkEInvoiceSource(source, eInvoiceFormatInfo(format)), undefined);
  const categories = new Set((source.lines ?? []).map((line) => line.vat?.category));
  const has = (wanted: ReadonlySet<VatCategory>) => [...wanted].some((c) => categories.has(c));
  const blank = (value: string | undefined) => !value?.trim();
  if (has(SELLER_VAT_ID_ONLY) && blank(source.seller?.vatId)) {
    errors.add('seller.vatId', 'is required for reverse charge, intra-EU and export invoices');
  } else if (blank(source.seller?.vatId) && blank(source.seller?.taxNumber)) {
    errors.add('seller.vatId', 'is required (or the tax number) for an e-invoice');
    errors.add('seller.taxNumber', 'is required (or the VAT ID) for an e-invoice');
  }
  if (has(BUYER_VAT_ID) && blank(source.buyer?.vatId)) {
    errors.add('buyer.vatId', 'is required for reverse charge and intra-EU invoices');
  }
  errors.throwIfAny();
}

/** The library's refusal of its input (an Ajv ValidationError from its JSON schema check). */
interface LibraryValidationError {
  validation: true;
  errors: { instancePath?: string; message?: string }[];
}

function isLibraryValidationError(error: unknown): error is LibraryValidationError {
  const candidate = error as Partial<LibraryValidationError> | null;
  return (
    error instanceof Error && candidate?.validation === true && Array.isArray(candidate.errors)
  );
}

/**
 * The field errors of a generation failure caused by the data it was given (a
 * `validation_failed` DomainError of the checks, the library's schema refusal under
 * `einvoice`), null for any other failure: a retry cannot mend the former.
 */
export function eInvoiceDataErrors(error: unknown): FieldErrors | null {
  if (DomainError.is(error)) {
    return error.code === 'validation_failed' ? error.fieldErrors : null;
  }
  if (!isLibraryValidationError(error)) return null;
  const messages = error.errors.map((problem) =>
    `${problem.instancePath || '/'} ${problem.message ?? 'is invalid'}`.trim(),
  );
  return { einvoice: messages.length > 0 ? messages : ['the e-invoice library refused the data'] };
}
