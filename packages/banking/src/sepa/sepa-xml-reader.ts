import { XMLParser } from 'fast-xml-parser';
import { BankFileError } from '../statements/bank-statement.types';

/**
 * Reading a SEPA file Faktura wrote back into plain values, for the EPC rule checkers: element
 * text stays text (no number parsing: "1.10" must not become 1.1), namespaces are dropped, and a
 * DTD is refused before parsing so no entity ever expands.
 */

type XmlNode = Record<string, unknown>;

/** The message root (e.g. `CstmrCdtTrfInitn`) of an ISO 20022 file; `arrays` always repeat. */
export function readIso20022Root(xml: string, root: string, arrays: readonly string[]): unknown {
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) {
    throw new BankFileError('doctype_refused', 'SEPA files must not contain a DTD or entities');
  }
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    removeNSPrefix: true,
    parseTagValue: false,
    parseAttributeValue: false,
    processEntities: true,
    htmlEntities: false,
    trimValues: true,
    isArray: (name) => arrays.includes(name),
  });
  const found = xmlChild(parser.parse(xml) as unknown, 'Document', root);
  if (!found) throw new BankFileError('unknown_format', `This is not a ${root} file`);
  return found;
}

/** The element at `names` below `node`, or undefined. */
export function xmlChild(node: unknown, ...names: string[]): unknown {
  let current = node;
  for (const name of names) {
    current = current && typeof current === 'object' ? (current as XmlNode)[name] : undefined;
  }
  return current;
}

/** The text (or attribute) at `names` below `node`, or null. */
export function xmlText(node: unknown, ...names: string[]): string | null {
  const value = xmlChild(node, ...names);
  if (typeof value === 'string') return value;
  const inner = xmlChild(value, '#text');
  return typeof inner === 'string' ? inner : null;
}

/** The repeated elements `name` of `node` (declared in `arrays` when read). */
export function xmlList(node: unknown, name: string): unknown[] {
  const value = xmlChild(node, name);
  return Array.isArray(value) ? value : [];
}

/** The BIC of an agent element, whichever version's element names it. */
export function xmlAgentBic(agent: unknown): string | null {
  return xmlText(agent, 'FinInstnId', 'BICFI') ?? xmlText(agent, 'FinInstnId', 'BIC');
}
