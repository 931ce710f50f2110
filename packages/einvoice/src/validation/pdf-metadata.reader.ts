import {
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFRawStream,
  PDFString,
  type PDFObject,
} from '@cantoo/pdf-lib';
import type { XmlNode } from '../import/xml-node.query';
import { decodeXmlText } from '../import/xml-text.decoder';
import { parseXmlTree } from '../import/xml-tree.parser';

/** The document information dictionary entries that have an XMP counterpart (ISO 19005-3 6.6.2.3). */
export const INFO_KEYS = [
  'Title',
  'Author',
  'Subject',
  'Keywords',
  'Creator',
  'Producer',
  'CreationDate',
  'ModDate',
  'Trapped',
] as const;

/** One of {@link INFO_KEYS}. */
export type InfoKey = (typeof INFO_KEYS)[number];

/** The XMP properties that answer to the Info entries; dates are canonical (see below). */
export interface XmpProperties {
  /** dc:title, the x-default entry. */
  title?: string;
  /** dc:creator: every entry of the sequence (the rule wants exactly one). */
  creators: string[];
  /** dc:description, the x-default entry. */
  description?: string;
  keywords?: string;
  producer?: string;
  creatorTool?: string;
  createDate?: string;
  modifyDate?: string;
  trapped?: string;
  /** dc:language: every entry of the bag. */
  languages: string[];
}

/** What a PDF says about itself in its Info dictionary, its XMP packet and its catalog. */
export interface PdfMetadata {
  /** The Info entries present; dates canonical, /Trapped as its name. */
  info: Partial<Record<InfoKey, string>>;
  /** Null when the catalog has no metadata stream. */
  xmp: XmpProperties | null;
  /** True when the metadata stream has a /Filter (PDF/A forbids one, 6.6.2.1). */
  xmpFiltered: boolean;
  /** The catalog's /Lang. */
  language?: string;
}

const NS = {
  rdf: 'http://www.w3.org/1999/02/22-rdf-syntax-ns#',
  dc: 'http://purl.org/dc/elements/1.1/',
  pdf: 'http://ns.adobe.com/pdf/1.3/',
  xmp: 'http://ns.adobe.com/xap/1.0/',
} as const;

/**
 * Reads the Info dictionary, the XMP packet and /Lang of a PDF. Throws when the PDF or its XMP
 * cannot be parsed (a DTD in the XMP is refused like in an imported e-invoice).
 */
export async function readPdfMetadata(bytes: Uint8Array): Promise<PdfMetadata> {
  const document = await PDFDocument.load(bytes, { updateMetadata: false, ignoreEncryption: true });
  const { catalog, context } = document;
  const infoDict = context.lookup(context.trailerInfo.Info);
  const info: Partial<Record<InfoKey, string>> = {};
  if (infoDict instanceof PDFDict) {
    for (const key of INFO_KEYS) {
      const value = infoValue(key, infoDict.lookup(PDFName.of(key)));
      if (value !== undefined) info[key] = value;
    }
  }
  const stream = catalog.lookup(PDFName.of('Metadata'));
  const language = textOf(catalog.lookup(PDFName.of('Lang')));
  if (!(stream instanceof PDFRawStream)) return { info, xmp: null, xmpFiltered: false, language };
  const xmpFiltered = stream.dict.has(PDFName.of('Filter'));
  // A filtered stream is not decoded: it is already a finding, and its text is not XMP as is.
  const xmp = xmpFiltered ? null : xmpProperties(parseXmlTree(decodeXmlText(stream.contents)));
  return { info, xmp, xmpFiltered, language };
}

function infoValue(key: InfoKey, value: PDFObject | undefined): string | undefined {
  if (key === 'Trapped' && value instanceof PDFName) return value.decodeText();
  const text = textOf(value);
  if (text === undefined) return undefined;
  return key === 'CreationDate' || key === 'ModDate' ? (pdfDate(text) ?? text) : text;
}

function textOf(value: PDFObject | undefined): string | undefined {
  if (value instanceof PDFString || value instanceof PDFHexString) return value.decodeText();
  return undefined;
}

/** The XMP properties of a packet's rdf:Description elements, by namespace URI (any prefix). */
function xmpProperties(root: XmlNode): XmpProperties {
  const properties = descriptions(root).flatMap((description) => description.children);
  const find = (namespace: string, name: string) =>
    properties.find((node) => node.namespace === namespace && node.name === name);
  const simple = (namespace: string, name: string) => find(namespace, name)?.value;
  const date = (name: string) => {
    const text = simple(NS.xmp, name);
    return text === undefined ? undefined : (xmpDate(text) ?? text);
  };
  return {
    title: alternative(find(NS.dc, 'title')),
    creators: items(find(NS.dc, 'creator')),
    description: alternative(find(NS.dc, 'description')),
    keywords: simple(NS.pdf, 'Keywords'),
    producer: simple(NS.pdf, 'Producer'),
    creatorTool: simple(NS.xmp, 'CreatorTool'),
    createDate: date('CreateDate'),
    modifyDate: date('ModifyDate'),
    trapped: simple(NS.pdf, 'Trapped'),
    languages: items(find(NS.dc, 'language')),
  };
}

function descriptions(node: XmlNode): XmlNode[] {
  if (node.namespace === NS.rdf && node.name === 'Description') return [node];
  return node.children.flatMap(descriptions);
}

const rdfChildren = (node: XmlNode | undefined, name: string) =>
  (node?.children ?? []).filter((child) => child.namespace === NS.rdf && child.name === name);

/** The x-default entry of a language alternative (rdf:Alt), else its first. */
function alternative(property: XmlNode | undefined): string | undefined {
  const entries = rdfChildren(rdfChildren(property, 'Alt')[0], 'li');
  const chosen = entries.find((li) => li.attribute('xml:lang') === 'x-default') ?? entries[0];
  return chosen?.value;
}

/** The entries of an ordered (rdf:Seq) or unordered (rdf:Bag) array. */
function items(property: XmlNode | undefined): string[] {
  const array = [...rdfChildren(property, 'Seq'), ...rdfChildren(property, 'Bag')][0];
  return rdfChildren(array, 'li').map((li) => li.value ?? '');
}

const PDF_DATE =
  /^D:(\d{4})(\d{2})?(\d{2})?(\d{2})?(\d{2})?(\d{2})?(?:(Z)(?:00'?00'?)?|([+-])(\d{2})'?(\d{2})?'?)?$/;
const XMP_DATE =
  /^(\d{4})(?:-(\d{2})(?:-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(?:(Z)|([+-])(\d{2}):(\d{2})))?)?)?$/;

/**
 * A PDF date (`D:20260917120000+02'00'`) as `2026-09-17T12:00:00+02:00`: the local time with
 * the offset written, omitted parts filled in as PDF 32000 7.9.4 says; no offset, no suffix.
 */
export function pdfDate(text: string): string | undefined {
  const parts = PDF_DATE.exec(text.trim());
  return parts ? canonicalDate(parts) : undefined;
}

/** An XMP date (ISO 8601 as XMP allows it) in the canonical form of {@link pdfDate}. */
export function xmpDate(text: string): string | undefined {
  const parts = XMP_DATE.exec(text.trim());
  return parts ? canonicalDate(parts) : undefined;
}

function canonicalDate(parts: RegExpExecArray): string {
  const [, year, month, day, hour, minute, second, utc, sign, offsetHours, offsetMinutes] = parts;
  const local = `${year}-${month ?? '01'}-${day ?? '01'}T${hour ?? '00'}:${minute ?? '00'}:${second ?? '00'}`;
  if (utc) return `${local}+00:00`;
  return sign ? `${local}${sign}${offsetHours}:${offsetMinutes ?? '00'}` : local;
}
