import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { EInvoiceSyntax } from './validation.types';

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
export type RuleSetName = 'en16931-ubl' | 'en16931-cii' | 'xrechnung-ubl' | 'xrechnung-cii';

/** The Schematron files inside the rules folder, and whose rules they are. */
export const RULE_SETS: Record<RuleSetName, { file: string; source: 'EN16931' | 'XRechnung' }> = {
  'en16931-ubl': {
    file: 'en16931/ubl/schematron/EN16931-UBL-validation-preprocessed.sch',
    source: 'EN16931',
  },
  'en16931-cii': {
    file: 'en16931/cii/schematron/EN16931-CII-validation-preprocessed.sch',
    source: 'EN16931',
  },
  'xrechnung-ubl': { file: 'xrechnung/ubl/XRechnung-UBL-validation.sch', source: 'XRechnung' },
  'xrechnung-cii': { file: 'xrechnung/cii/XRechnung-CII-validation.sch', source: 'XRechnung' },
};

/** The CII D16B XML schema's entry inside the rules folder. */
export const CII_SCHEMA_FILE =
  'en16931/cii/schema/D16B SCRDM (Subset)/uncoupled clm/CII/uncefact/data/standard/CrossIndustryInvoice_100pD16B.xsd';

/** The rule sets a document of this syntax is checked against. */
export function ruleSetsFor(syntax: EInvoiceSyntax, xrechnung: boolean): RuleSetName[] {
  return xrechnung ? [`en16931-${syntax}`, `xrechnung-${syntax}`] : [`en16931-${syntax}`];
}

/** The rule files (Schematron and CII schema) the folder lacks, as paths inside it. */
export function missingRuleFiles(rulesDir: string): string[] {
  const files = [...Object.values(RULE_SETS).map((set) => set.file), CII_SCHEMA_FILE];
  return files.filter((file) => !existsSync(join(rulesDir, file)));
}
