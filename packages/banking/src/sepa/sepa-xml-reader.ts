import { BankFileError } from '../statements/bank-statement.types';
import { find, parseXmlRoot, textAt, type XmlElement } from '../statements/xml-document.parser';

/**
 * The message root (e.g. `CstmrCdtTrfInitn`) of an ISO 20022 file Faktura wrote, read back for
 * the EPC rule checkers with the statements' parser: a DTD refused before parsing, the XML
 * checked well-formed, texts kept as text ("1.10" must not become 1.1), namespaces dropped.
 */
export function readIso20022Root(xml: string, root: string): XmlElement {
  const document = parseXmlRoot(xml);
  const found = document.name === 'Document' ? find(document.element, root) : null;
  if (!found) throw new BankFileError('unknown_format', `This is not a ${root} file`);
  return found;
}

/** The BIC of an agent element, whichever version's element names it. */
export function xmlAgentBic(agent: XmlElement | null): string | null {
  return textAt(agent, 'FinInstnId', 'BICFI') ?? textAt(agent, 'FinInstnId', 'BIC');
}
