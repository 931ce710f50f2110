/** The two syntaxes of EN 16931: OASIS UBL 2.1 and UN/CEFACT CII D16B. */
export type EInvoiceSyntax = 'ubl' | 'cii';

/**
 * `valid`: no fatal finding (warnings and information may remain); `invalid`: at least one fatal
 * finding; `unavailable`: the document could not be checked (rules, Java, Saxon or xmllint
 * missing, the validation process crashed or took too long), never to be taken as valid.
 */
export type ValidationStatus = 'valid' | 'invalid' | 'unavailable';

export type FindingFlag = 'fatal' | 'warning' | 'information';

/**
 * Where a finding comes from: the CEN rules, the XRechnung CIUS rules, the XML itself (not
 * accepted as XML, or against the CII XML schema), the structure of a hybrid PDF (PDF/A-3,
 * Factur-X), or the validator (why it is unavailable).
 */
export type FindingSource = 'EN16931' | 'XRechnung' | 'PEPPOL' | 'schema' | 'PDF/A' | 'validator';

export interface ValidationFinding {
  /** The rule id (`BR-CO-13`, `BR-DE-15`), `CII-SCHEMA`, `XML` or `UNAVAILABLE`. */
  id: string;
  flag: FindingFlag;
  /** XPath of the offending node with the document's prefixes (`/Invoice[1]/cac:TaxTotal[1]`), or `line 12`. */
  location: string;
  /** The rule's message with its values filled in, whitespace collapsed. */
  text: string;
  source: FindingSource;
}

export interface ValidationReport {
  status: ValidationStatus;
  findings: ValidationFinding[];
  /** Wall time of this validation in milliseconds (start of the validator excluded). */
  durationMs: number;
}

export interface ValidateOptions {
  /** Also apply the XRechnung 3.0 CIUS rules (BR-DE-*) on top of EN 16931. */
  xrechnung?: boolean;
  /** Also apply OpenPEPPOL's Peppol BIS Billing 3.0 rules (PEPPOL-EN16931-R*, national rules). */
  peppol?: boolean;
}
