import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { BankFileError } from './bank-statement.types';
import { cutOutElements } from './xml-element.cutter';

/** An element of a parsed XML document: child elements by local name, text under "#text". */
export type XmlElement = { readonly [name: string]: unknown };

// A DTD (internal or external) can define entities that read files or URLs or expand without
// bound; no bank statement needs one, so the declaration is refused before any parser runs.
const DTD_MARKUP = /<!\s*(?:DOCTYPE|ENTITY)/i;
const DECLARED_ENCODING = /^\s*<\?xml[^>]*?\bencoding\s*=\s*["']([A-Za-z0-9._-]{1,40})["']/;
const SINGLE_BYTE_ENCODINGS = new Set(['iso-8859-1', 'latin1', 'windows-1252', 'iso-8859-15']);

// Values stay strings (a parser that made "1190.00" a number would lose the decimals) and
// namespace prefixes are dropped: banks write `<Document xmlns=...>` or `<ns2:Document ...>`.
// Predefined entities and character references are decoded; no entity can be defined.
const parser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  parseAttributeValue: false,
  htmlEntities: true,
  trimValues: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
});

/** The file's text: UTF-8 (with or without byte order mark) unless it declares a Latin-1 set. */
export function xmlText(content: Buffer): string {
  const head = content.subarray(0, 256).toString('latin1');
  const declared = DECLARED_ENCODING.exec(head.replace(/^\uFEFF|^ï»¿/, ''))?.[1].toLowerCase();
  if (declared !== undefined && SINGLE_BYTE_ENCODINGS.has(declared)) {
    return new TextDecoder(declared).decode(content);
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(content);
  } catch {
    throw new BankFileError('malformed', 'The bank file is not valid UTF-8 text.');
  }
}

/**
 * A parsed document whose elements of one name (`deferred`) are left out of its tree: each run
 * of such siblings is one `{"#text": index}` placeholder that `expand` parses from the text a
 * batch at a time, so a statement's 10,000 entries never exist as one tree.
 */
export interface XmlDocument {
  readonly root: XmlElement;
  /** The deferred elements a placeholder stands for, in document order, parsed on request. */
  expand(placeholder: XmlElement): Generator<XmlElement>;
}

// Each parse call sets up the parser anew (its HTML entity table among it), costlier than one
// entry's tree, so entries are parsed in batches. Batches stay small because V8 moves what
// outlives a young-generation collection to the old one: a large batch's tree would go there
// and pile up as garbage until a full collection (measured: 50 per call peaks lowest).
const EXPAND_BATCH = 50;

/**
 * The document after refusing DTDs and checking that the XML is well-formed (a truncated
 * download fails here, not halfway through the mapping). Elements named `deferred` must not
 * nest (camt's Ntry does not); they are parsed a batch at a time through `expand`.
 */
export function parseXmlDocument(text: string, deferred: string): XmlDocument {
  checkXmlText(text);
  const { skeleton, runs } = cutOutElements(text, deferred);
  return {
    root: onlyRoot(parse(skeleton)),
    *expand(placeholder) {
      const run = runs[Number(placeholder['#text'])];
      for (let first = 0; first < run.length; first += EXPAND_BATCH) {
        const batch = run.slice(first, first + EXPAND_BATCH);
        const batchText = batch.map(({ start, end }) => text.slice(start, end)).join('');
        yield* children(parse(`<batch>${batchText}</batch>`).batch as XmlElement, deferred);
      }
    },
  };
}

/**
 * The root element of a small document (a SEPA file read back), whole, after the same DTD
 * refusal and well-formedness check as a bank statement. `{ name, element }`.
 */
export function parseXmlRoot(text: string): { name: string; element: XmlElement } {
  checkXmlText(text);
  const parsed = parse(text);
  return { name: rootName(parsed), element: onlyRoot(parsed) };
}

function checkXmlText(text: string): void {
  if (DTD_MARKUP.test(text)) {
    throw new BankFileError(
      'doctype_refused',
      'The bank file contains a DOCTYPE or ENTITY declaration; bank files with a DTD are refused.',
    );
  }
  const check = XMLValidator.validate(text);
  if (check !== true) {
    throw new BankFileError(
      'malformed',
      // The validator's own message can quote the whole open element path; the line is enough.
      `The bank file is not well-formed XML (it is cut off or broken near line ${check.err.line}).`,
    );
  }
}

function parse(text: string): XmlElement {
  try {
    return parser.parse(text) as XmlElement;
  } catch {
    throw new BankFileError('malformed', 'The bank file is XML nested too deeply.');
  }
}

function rootName(parsed: XmlElement): string {
  const roots = Object.keys(parsed).filter((key) => !key.startsWith('#') && !key.startsWith('@'));
  if (roots.length !== 1) {
    throw new BankFileError('malformed', 'The bank file is not XML with one root element.');
  }
  return roots[0];
}

function onlyRoot(parsed: XmlElement): XmlElement {
  return asElement(parsed[rootName(parsed)]);
}

/** The children of `element` named `name`, in document order (none, one or several). */
export function children(element: XmlElement | null, name: string): XmlElement[] {
  const value = element?.[name];
  if (value === undefined) return [];
  return (Array.isArray(value) ? value : [value]).map(asElement);
}

/** The element at the path of local names below `element` (the first of each), or null. */
export function find(element: XmlElement | null, ...path: string[]): XmlElement | null {
  let current = element;
  for (const name of path) current = children(current, name)[0] ?? null;
  return current;
}

/** The trimmed text of the element at `path`, or null when it is absent or empty. */
export function textAt(element: XmlElement | null, ...path: string[]): string | null {
  const text = find(element, ...path)?.['#text'];
  return typeof text === 'string' && text !== '' ? text : null;
}

/** The attribute of the element at `path`, or null. */
export function attributeAt(
  element: XmlElement | null,
  attribute: string,
  ...path: string[]
): string | null {
  const value = find(element, ...path)?.[`@${attribute}`];
  return typeof value === 'string' && value !== '' ? value : null;
}

// Text-only elements parse to a plain string; wrapping them keeps one shape for every element.
function asElement(value: unknown): XmlElement {
  if (typeof value === 'string') return { '#text': value };
  return (value ?? {}) as XmlElement;
}
