import { compactVatIdentifier } from '../vat-identifier.format.js';
import { PEPPOL_EAS_CODES, PEPPOL_SCHEME_RULES } from './peppol-scheme.checks.js';

/** A Peppol participant identifier: the EAS scheme code and the value within that scheme. */
export interface PeppolParticipantId {
  scheme: string;
  value: string;
}

/** Why a participant identifier was refused, and what the value must be instead. */
export interface PeppolIdProblem {
  problem: 'shape' | 'scheme' | 'format' | 'check_digits';
  must: string;
}

// Peppol's policy for identifiers: values of iso6523-actorid-upis are at most 50 characters and
// compared case-insensitively, which is why they are stored in upper case.
const SHAPE = /^([0-9]{4}):([\x21-\x7e]{1,50})$/;
const SHAPE_MUST = 'of the form <scheme>:<value>, e.g. 0208:0123456749';

/**
 * The stored form of a participant identifier typed as `<scheme>:<value>`: blanks removed, upper
 * case, and in the schemes Faktura checks the dots and hyphens registers print ("0123.456.749",
 * "15-048-3782"), except in a Leitweg-ID, whose hyphens belong to it.
 */
export function normalizePeppolId(input: string): string {
  const compact = input.replace(/\s+/g, '').toUpperCase();
  const colon = compact.indexOf(':');
  const scheme = compact.slice(0, colon);
  if (colon < 0 || PEPPOL_SCHEME_RULES[scheme] === undefined) return compact;
  const separators = scheme === '0204' ? /\./g : /[.-]/g;
  return `${scheme}:${compact.slice(colon + 1).replace(separators, '')}`;
}

/**
 * Parses a normalised `<scheme>:<value>` and checks it: the scheme is on Peppol's EAS list, the
 * value has the scheme's format and check digits where Faktura knows them (the checks of the
 * Peppol schematron, PEPPOL-COMMON-R040 to R050, and a few more). Other schemes need only a
 * value of 1 to 50 printable characters.
 */
export function checkPeppolId(input: string): PeppolParticipantId | PeppolIdProblem {
  const match = SHAPE.exec(input);
  if (!match) return { problem: 'shape', must: SHAPE_MUST };
  const [, scheme, value] = match;
  if (!PEPPOL_EAS_CODES.includes(scheme)) {
    return {
      problem: 'scheme',
      must: 'of a scheme on the Peppol EAS code list (e.g. 0088, 0208, 9930)',
    };
  }
  const rule = PEPPOL_SCHEME_RULES[scheme];
  if (rule && !rule.format(value))
    return { problem: 'format', must: `${rule.must} for scheme ${scheme}` };
  if (rule?.checkDigits && !rule.checkDigits(value)) {
    return {
      problem: 'check_digits',
      must: `${rule.must} with valid check digits for scheme ${scheme}`,
    };
  }
  return { scheme, value };
}

/** True when `checkPeppolId` found a problem rather than an identifier. */
export function isPeppolIdProblem(
  result: PeppolParticipantId | PeppolIdProblem,
): result is PeppolIdProblem {
  return 'problem' in result;
}

/** The identifier of a stored `<scheme>:<value>`; undefined for none or one that fails the checks. */
export function parsePeppolId(stored: string | null | undefined): PeppolParticipantId | undefined {
  if (!stored) return undefined;
  const result = checkPeppolId(normalizePeppolId(stored));
  return isPeppolIdProblem(result) ? undefined : result;
}

/** The `<scheme>:<value>` notation of an identifier (ISO 6523, as Peppol's directory writes it). */
export function formatPeppolId(id: PeppolParticipantId): string {
  return `${id.scheme}:${id.value}`;
}

/**
 * The participant identifier a VAT ID implies where that is safe: a German VAT ID is the value of
 * scheme 9930, a Belgian one (BE and ten digits) carries the enterprise number of scheme 0208,
 * the scheme Belgian receivers register under. Undefined for other countries and for a VAT ID
 * that fails the scheme's checks.
 */
export function defaultPeppolId(vatId: string | null | undefined): PeppolParticipantId | undefined {
  if (!vatId) return undefined;
  const compact = compactVatIdentifier(vatId);
  if (compact.startsWith('DE')) return parsePeppolId(`9930:${compact}`);
  if (compact.startsWith('BE')) return parsePeppolId(`0208:${compact.slice(2)}`);
  return undefined;
}
