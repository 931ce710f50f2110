import { inflateSync } from 'node:zlib';
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFNumber,
  PDFRawStream,
  PDFString,
  type PDFObject,
} from '@cantoo/pdf-lib';
import { DomainError } from '@faktura/domain';
import { refusal } from './import-refusal.error';

/** The names under which Factur-X, ZUGFeRD and XRechnung hybrids attach their XML, by priority. */
export const INVOICE_ATTACHMENT_NAMES: readonly string[] = [
  'factur-x.xml',
  'zugferd-invoice.xml',
  'xrechnung.xml',
];

// A name tree is a balanced tree; real ones are two or three levels deep. The limits stop a
// crafted PDF whose Kids point back at their parents from walking forever.
const MAX_TREE_DEPTH = 10;
const MAX_TREE_NODES = 1000;

/** A file the PDF attaches: its names (/UF, /F, the name tree key) and its specification. */
export interface Attachment {
  names: string[];
  spec: PDFDict;
}

/** An embedded e-invoice: its file name (as attached) and its decoded bytes. */
export interface ExtractedAttachment {
  name: string;
  bytes: Uint8Array;
}

/**
 * The e-invoice XML a Factur-X/ZUGFeRD PDF carries: the file named `factur-x.xml` (or one of the
 * other {@link INVOICE_ATTACHMENT_NAMES}, in any letter case) from the catalog's EmbeddedFiles
 * name tree or its /AF array, decompressed with a size limit so a small deflate bomb cannot
 * exhaust memory.
 */
export async function extractInvoiceAttachment(
  bytes: Uint8Array,
  maxBytes: number,
): Promise<ExtractedAttachment> {
  const attachments = await readable(async () => embeddedFiles(await catalogOf(bytes)));
  for (const wanted of INVOICE_ATTACHMENT_NAMES) {
    const found = attachments.find((file) =>
      file.names.some((name) => name.toLowerCase() === wanted),
    );
    if (found) {
      return {
        name: found.names.find((name) => name.toLowerCase() === wanted) ?? wanted,
        bytes: await readable(async () => fileContents(found.spec, maxBytes)),
      };
    }
  }
  throw refusal(`is a PDF without an embedded e-invoice (${INVOICE_ATTACHMENT_NAMES.join(', ')})`);
}

/**
 * Runs a walk over the PDF's objects. pdf-lib throws on whatever does not fit (no catalog, a
 * name tree entry of the wrong type, a broken cross-reference table); its messages quote the
 * file's bytes, and the uploader only needs to know the PDF could not be read.
 */
async function readable<T>(walk: () => Promise<T>): Promise<T> {
  try {
    return await walk();
  } catch (error) {
    if (DomainError.is(error)) throw error;
    throw refusal('could not be read as a PDF');
  }
}

async function catalogOf(bytes: Uint8Array): Promise<PDFDict> {
  const document = await PDFDocument.load(bytes, {
    updateMetadata: false,
    throwOnInvalidObject: false,
    warnOnInvalidObjects: false,
  });
  if (!(document.catalog instanceof PDFDict)) throw new Error('The PDF has no catalog');
  return document.catalog;
}

/** Every file the catalog attaches (EmbeddedFiles name tree and /AF), with its names. */
export function embeddedFiles(catalog: PDFDict): Attachment[] {
  const found: Attachment[] = [];
  const tree = catalog.lookupMaybe(PDFName.of('Names'), PDFDict);
  const root = tree?.lookupMaybe(PDFName.of('EmbeddedFiles'), PDFDict);
  if (root) walkNameTree(root, 0, { visited: 0 }, found);
  // PDF/A-3 also lists associated files in the catalog's /AF; some writers only do that.
  const associated = catalog.lookupMaybe(PDFName.of('AF'), PDFArray);
  for (let index = 0; index < (associated?.size() ?? 0); index += 1) {
    const spec = associated?.lookup(index);
    if (spec instanceof PDFDict) found.push({ names: specNames(spec), spec });
  }
  return found;
}

function walkNameTree(
  node: PDFDict,
  depth: number,
  count: { visited: number },
  found: Attachment[],
): void {
  count.visited += 1;
  if (depth > MAX_TREE_DEPTH || count.visited > MAX_TREE_NODES) return;
  const names = node.lookupMaybe(PDFName.of('Names'), PDFArray);
  for (let index = 0; index + 1 < (names?.size() ?? 0); index += 2) {
    // An entry of another type is skipped, not fatal: the invoice may be the next one.
    const spec = names?.lookup(index + 1);
    const key = textOf(names?.lookup(index));
    if (spec instanceof PDFDict) {
      found.push({ names: [...(key ? [key] : []), ...specNames(spec)], spec });
    }
  }
  const kids = node.lookupMaybe(PDFName.of('Kids'), PDFArray);
  for (let index = 0; index < (kids?.size() ?? 0); index += 1) {
    const kid = kids?.lookup(index);
    if (kid instanceof PDFDict) walkNameTree(kid, depth + 1, count, found);
  }
}

/** A file specification's names: /UF (Unicode) and /F. */
function specNames(spec: PDFDict): string[] {
  return ['UF', 'F']
    .map((key) => textOf(spec.lookup(PDFName.of(key))))
    .filter((name): name is string => name !== undefined);
}

function textOf(value: PDFObject | undefined): string | undefined {
  if (value instanceof PDFString || value instanceof PDFHexString) return value.decodeText();
  return undefined;
}

function fileContents(spec: PDFDict, maxBytes: number): Uint8Array {
  const files = spec.lookupMaybe(PDFName.of('EF'), PDFDict);
  const stream = files?.lookup(PDFName.of('UF')) ?? files?.lookup(PDFName.of('F'));
  if (!(stream instanceof PDFRawStream)) {
    throw refusal('is a PDF whose embedded e-invoice has no file contents');
  }
  const filters = filterNames(stream.dict.lookup(PDFName.of('Filter')));
  if (filters.length === 0) return stream.contents;
  const parameters = stream.dict.lookup(PDFName.of('DecodeParms'));
  const predictor =
    parameters instanceof PDFDict ? parameters.lookup(PDFName.of('Predictor')) : undefined;
  const predicted = predictor instanceof PDFNumber && predictor.asNumber() > 1;
  if (filters.length > 1 || filters[0] !== 'FlateDecode' || predicted) {
    throw refusal('is a PDF whose embedded e-invoice uses an unsupported stream encoding');
  }
  try {
    return new Uint8Array(inflateSync(stream.contents, { maxOutputLength: maxBytes }));
  } catch (error) {
    // By code, not `instanceof RangeError`: Node's error class is not the caller's in every realm.
    const tooLarge = (error as { code?: unknown }).code === 'ERR_BUFFER_TOO_LARGE';
    throw refusal(
      tooLarge
        ? `is a PDF whose embedded e-invoice is larger than ${maxBytes} bytes`
        : 'is a PDF whose embedded e-invoice could not be decompressed',
    );
  }
}

function filterNames(filter: PDFObject | undefined): string[] {
  if (filter instanceof PDFName) return [filter.decodeText()];
  if (filter instanceof PDFArray) {
    return filter.asArray().flatMap((item) => (item instanceof PDFName ? [item.decodeText()] : []));
  }
  return [];
}
