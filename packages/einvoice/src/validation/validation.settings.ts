import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { EInvoiceSyntax, ValidateOptions } from './validation.types';

/** The repository's root (this file is in packages/einvoice/{src,dist}/validation). */
const REPOSITORY_ROOT = resolve(__dirname, '../../../..');

export interface EInvoiceValidatorSettings {
  /**
   * `FAKTURA_EINVOICE_RULES_DIR`: the official rule files (layout of ../shared/einvoice, see its
   * README); default `../shared/einvoice`. A relative path is taken from the repository's root.
   */
  rulesDir: string;
  /**
   * `FAKTURA_EINVOICE_CACHE_DIR`: where the rules compiled to XSLT are kept, by a hash of the rule
   * files; default `faktura-einvoice-rules` in the system's temporary folder.
   */
  cacheDir: string;
  /** The `java` executable (Java 17). */
  java: string;
  /** Saxon-HE's jar (Debian `libsaxonhe-java`). */
  saxonJar: string;
  /** The `xmllint` executable (Debian `libxml2-utils`), for the CII XML schema. */
  xmllint: string;
  /** At most this long per document; a validation that takes longer restarts the JVM. */
  timeoutMs: number;
  /** At most this long for starting the JVM and loading the rules (compiling them when new). */
  startTimeoutMs: number;
  /** Larger documents are refused without being parsed. */
  maxDocumentBytes: number;
}

/** The defaults, with the rules and cache folders from the environment. */
export function validatorSettingsFromEnv(
  env: NodeJS.ProcessEnv = process.env,
): EInvoiceValidatorSettings {
  return {
    rulesDir: resolve(REPOSITORY_ROOT, env.FAKTURA_EINVOICE_RULES_DIR || '../shared/einvoice'),
    cacheDir: env.FAKTURA_EINVOICE_CACHE_DIR
      ? resolve(env.FAKTURA_EINVOICE_CACHE_DIR)
      : join(tmpdir(), 'faktura-einvoice-rules'),
    java: 'java',
    saxonJar: '/usr/share/java/Saxon-HE.jar',
    xmllint: 'xmllint',
    timeoutMs: 30_000,
    startTimeoutMs: 120_000,
    maxDocumentBytes: 20 * 1024 * 1024,
  };
}

/** A rule file compiled and loaded under its name. */
export type RuleSetName =
  'en16931-ubl' | 'en16931-cii' | 'xrechnung-ubl' | 'xrechnung-cii' | 'peppol-ubl' | 'peppol-cii';

interface RuleSet {
  /** The Schematron file inside the rules folder. */
  file: string;
  /** The source of its findings. */
  source: 'EN16931' | 'XRechnung' | 'PEPPOL';
  /** Where the file comes from, for the message when the rules folder lacks it. */
  origin: string;
}

const CEN = 'CEN/TC 434 validation artefacts (ConnectingEurope/eInvoicing-EN16931)';
const KOSIT = 'KoSIT xrechnung-schematron';
const OPENPEPPOL = 'OpenPEPPOL/peppol-bis-invoice-3, rules/sch';

/** The Schematron files inside the rules folder, and whose rules they are. */
export const RULE_SETS: Record<RuleSetName, RuleSet> = {
  'en16931-ubl': {
    file: 'en16931/ubl/schematron/EN16931-UBL-validation-preprocessed.sch',
    source: 'EN16931',
    origin: CEN,
  },
  'en16931-cii': {
    file: 'en16931/cii/schematron/EN16931-CII-validation-preprocessed.sch',
    source: 'EN16931',
    origin: CEN,
  },
  'xrechnung-ubl': {
    file: 'xrechnung/ubl/XRechnung-UBL-validation.sch',
    source: 'XRechnung',
    origin: KOSIT,
  },
  'xrechnung-cii': {
    file: 'xrechnung/cii/XRechnung-CII-validation.sch',
    source: 'XRechnung',
    origin: KOSIT,
  },
  // Peppol BIS Billing 3.0 is a CIUS of EN 16931: its rules run on top of CEN's, never alone.
  'peppol-ubl': { file: 'peppol/PEPPOL-EN16931-UBL.sch', source: 'PEPPOL', origin: OPENPEPPOL },
  'peppol-cii': { file: 'peppol/PEPPOL-EN16931-CII.sch', source: 'PEPPOL', origin: OPENPEPPOL },
};

/** The CII D16B XML schema's entry inside the rules folder. */
export const CII_SCHEMA_FILE =
  'en16931/cii/schema/D16B SCRDM (Subset)/uncoupled clm/CII/uncefact/data/standard/CrossIndustryInvoice_100pD16B.xsd';

/** The rule sets a document of this syntax is checked against: EN 16931 and the chosen CIUS. */
export function ruleSetsFor(syntax: EInvoiceSyntax, options: ValidateOptions = {}): RuleSetName[] {
  const sets: RuleSetName[] = [`en16931-${syntax}`];
  if (options.xrechnung) sets.push(`xrechnung-${syntax}`);
  if (options.peppol) sets.push(`peppol-${syntax}`);
  return sets;
}

/** The rule files (Schematron and CII schema) the folder lacks, as paths inside it with their origin. */
export function missingRuleFiles(rulesDir: string): string[] {
  const files = [
    ...Object.values(RULE_SETS).map((set) => ({ file: set.file, origin: set.origin })),
    { file: CII_SCHEMA_FILE, origin: CEN },
  ];
  return files
    .filter(({ file }) => !existsSync(join(rulesDir, file)))
    .map(({ file, origin }) => `${file} (from ${origin})`);
}
