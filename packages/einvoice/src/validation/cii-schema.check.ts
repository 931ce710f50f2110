import { spawn } from 'node:child_process';
import type { ValidationFinding } from './validation.types';

/** CII's namespaces, so that messages name `ram:LineTotalAmount` instead of `{urn:...}LineTotalAmount`. */
const PREFIXES: Record<string, string> = {
  'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100': 'rsm',
  'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100': 'ram',
  'urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100': 'udt',
  'urn:un:unece:uncefact:data:standard:QualifiedDataType:100': 'qdt',
};

/** An xmllint message about the document read from stdin: `-:LINE: element NAME: KIND : TEXT`. */
const MESSAGE = /^-:(\d+): (?:element [^:]+: )?[^:]+ : (.*)$/;

export interface CiiSchemaCheckOptions {
  xmllint: string;
  schemaFile: string;
  timeoutMs: number;
}

/** xmllint's messages are kept up to this size (a broken document can produce many). */
const MAX_MESSAGES_LENGTH = 1_000_000;

function schemaFinding(location: string, text: string): ValidationFinding {
  return { id: 'CII-SCHEMA', flag: 'fatal', location, text: withPrefixes(text), source: 'schema' };
}

function withPrefixes(text: string): string {
  return text.replace(/\{([^}]*)\}/g, (whole, uri: string) =>
    PREFIXES[uri] ? `${PREFIXES[uri]}:` : whole,
  );
}

/** Turns xmllint's complaints into findings (one per message line). */
function parseXmllintMessages(stderr: string): ValidationFinding[] {
  const findings: ValidationFinding[] = [];
  for (const line of stderr.split('\n')) {
    const match = MESSAGE.exec(line);
    if (match) findings.push(schemaFinding(`line ${match[1]}`, match[2].trim()));
  }
  return findings;
}

/**
 * Validates a CII document against the CII D16B XML schema with xmllint (no network, no entity
 * substitution; the caller has already refused documents with a DTD). Rejects when xmllint is
 * missing, fails for another reason than the document, or takes longer than `timeoutMs`.
 */
export function checkCiiSchema(
  xml: string,
  options: CiiSchemaCheckOptions,
): Promise<ValidationFinding[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      options.xmllint,
      ['--noout', '--nonet', '--schema', options.schemaFile, '-'],
      {
        stdio: ['pipe', 'ignore', 'pipe'],
      },
    );
    let stderr = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`xmllint did not finish within ${options.timeoutMs} ms`));
    }, options.timeoutMs);
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < MAX_MESSAGES_LENGTH) stderr += chunk.toString('utf8');
    });
    child.stdin.on('error', () => undefined);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(new Error(`xmllint could not run (${options.xmllint}): ${error.message}`));
    });
    child.once('close', (code) => {
      clearTimeout(timer);
      if (code === 0) return resolve([]);
      // 1: not well-formed, 3 and 4: not valid against the schema; anything else is our problem.
      if (code !== 1 && code !== 3 && code !== 4) {
        return reject(
          new Error(`xmllint failed (exit code ${code}): ${stderr.trim().slice(-500)}`),
        );
      }
      const findings = parseXmllintMessages(stderr);
      resolve(findings.length > 0 ? findings : [schemaFinding('', stderr.trim())]);
    });
    child.stdin.end(xml);
  });
}
