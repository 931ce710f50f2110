import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { StatementTransaction } from '../../src';

const FIXTURES = join(__dirname, '..', 'fixtures');
// The published ISO 20022 schemas sit beside the checkout (`../shared/iso20022`).
const SCHEMAS = join(__dirname, '..', '..', '..', '..', '..', 'shared', 'iso20022');

/** The bytes of a file in test/fixtures. */
export function fixture(name: string): Buffer {
  return readFileSync(join(FIXTURES, name));
}

/** The path of a file in test/fixtures. */
export function fixturePath(name: string): string {
  return join(FIXTURES, name);
}

/** xmllint's verdict on the file against the ISO 20022 schema of `message`, as it prints it. */
export function schemaVerdict(path: string, message: string): string {
  const schema = join(SCHEMAS, `${message}.xsd`);
  const run = spawnSync('xmllint', ['--noout', '--nonet', '--schema', schema, path], {
    encoding: 'utf8',
  });
  if (run.error !== undefined) throw run.error;
  return `${run.stdout}${run.stderr}`.trim();
}

const NO_PARTY = { name: null, iban: null, bic: null };

/** A transaction with the fields a test does not name empty (EUR, credit). */
export function transaction(fields: Partial<StatementTransaction>): StatementTransaction {
  return {
    amount: '0.00',
    currency: 'EUR',
    direction: 'credit',
    endToEndId: null,
    mandateId: null,
    bankReference: null,
    counterparty: NO_PARTY,
    structuredReference: null,
    remittanceText: null,
    returnReason: null,
    ...fields,
  };
}
