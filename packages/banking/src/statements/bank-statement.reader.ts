import {
  BankFileError,
  type BankStatementFile,
  type StatementFormat,
} from './bank-statement.types';
import { readCamtDocument } from './camt/camt-statement.reader';
import { looksLikeMt940, readMt940File } from './mt940/mt940-statement.reader';
import { parseXmlDocument, xmlText } from './xml-document.parser';

const CAMT_NAMESPACE = /urn:iso:std:iso:20022:tech:xsd:(camt\.\d{3}\.\d{3}\.\d{2})/;
const CAMT_FORMATS: readonly StatementFormat[] = [
  'camt.053.001.02',
  'camt.053.001.04',
  'camt.053.001.08',
  'camt.054.001.02',
  'camt.054.001.08',
];

/**
 * Reads a bank statement file of any supported format, detected from its content: ISO 20022
 * camt.053/camt.054 by the document's namespace, MT940 by its :20:, :25: and :60F: fields (with
 * or without the SWIFT envelope). Throws a BankFileError saying what is wrong otherwise.
 */
export function readBankStatementFile(content: Buffer): BankStatementFile {
  const head = content.subarray(0, 1024).toString('latin1').replace(/^ï»¿/, '').trimStart();
  if (head.startsWith('<')) return readXml(content);
  if (looksLikeMt940(content)) return readMt940File(content);
  throw new BankFileError(
    'unknown_format',
    'The file is neither an ISO 20022 statement (camt.053, camt.054) nor an MT940 statement.',
  );
}

function readXml(content: Buffer): BankStatementFile {
  const text = xmlText(content);
  // The DTD check and the well-formedness check come first: a refused file is never mapped.
  // Entries are parsed one at a time while the statements are mapped (see parseXmlDocument).
  const document = parseXmlDocument(text, 'Ntry');
  // Prefixes are dropped when parsing, so the namespace is read from the text itself.
  const namespace = CAMT_NAMESPACE.exec(text)?.[1];
  const format = CAMT_FORMATS.find((known) => known === namespace);
  if (format === undefined) {
    throw new BankFileError(
      'unknown_format',
      namespace === undefined
        ? 'The XML file is not an ISO 20022 bank statement (camt.053, camt.054).'
        : `The bank file is ${namespace}; Faktura reads ${CAMT_FORMATS.join(', ')}.`,
    );
  }
  return readCamtDocument(document, format);
}
