import { execFileSync } from 'node:child_process';

/** The official ISO 20022 schemas the bank file tests validate against (shared test data). */
export const ISO20022_SCHEMAS = '/work/shared/iso20022';

/**
 * xmllint's complaints about `xml` against the ISO 20022 schema of `message` (e.g.
 * `pain.001.001.09`), or '' when the document is valid. No network, no entity loading.
 */
export function iso20022SchemaErrors(xml: string, message: string): string {
  try {
    execFileSync(
      'xmllint',
      ['--noout', '--nonet', '--schema', `${ISO20022_SCHEMAS}/${message}.xsd`, '-'],
      { input: xml, stdio: ['pipe', 'ignore', 'pipe'] },
    );
    return '';
  } catch (error) {
    return String((error as { stderr?: Buffer }).stderr ?? error);
  }
}
