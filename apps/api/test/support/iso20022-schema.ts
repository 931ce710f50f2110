import { execFileSync } from 'node:child_process';

/** Where the official ISO 20022 schemas lie (the shared spec folder). */
const SCHEMAS = '/work/shared/iso20022';

/** xmllint's verdict on a file against the official schema of `format` ('' when valid). */
export function schemaErrors(xml: string, format: string): string {
  try {
    execFileSync('xmllint', ['--noout', '--nonet', '--schema', `${SCHEMAS}/${format}.xsd`, '-'], {
      input: xml,
      stdio: ['pipe', 'ignore', 'pipe'],
    });
    return '';
  } catch (error) {
    return String((error as { stderr?: Buffer }).stderr ?? error);
  }
}
