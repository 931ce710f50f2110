import { escapeUTF8 } from 'entities';
import { XMLBuilder, XMLParser } from 'fast-xml-parser';

/** What a Factur-X hybrid says about itself, once in its Info dictionary and once in its XMP. */
export interface HybridPdfMetadata {
  title: string;
  /** The seller: Info /Author and the one entry of dc:creator. */
  author: string;
  subject: string;
  keywords: string;
  producer: string;
  creatorTool: string;
  /** Creation and modification, written to the second in UTC. */
  date: Date;
  /** BCP 47: the catalog's /Lang and dc:language. */
  language: string;
}

const RDF = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#';
const DC = 'http://purl.org/dc/elements/1.1/';
const PDF = 'http://ns.adobe.com/pdf/1.3/';
const XMP = 'http://ns.adobe.com/xap/1.0/';
// The schemas this module writes itself; every other rdf:Description (pdfaid, the Factur-X
// extension schema and its fx: properties) is kept exactly as the library wrote it.
const REWRITTEN = [DC, PDF, XMP];

type OrderedNode = Record<string, unknown>;
const ATTRIBUTES = ':@';

// Entities stay as written (the text is only moved, never read), so nothing is decoded and
// re-encoded on the way through; white space between elements is dropped and re-indented.
const options = {
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseTagValue: false,
  parseAttributeValue: false,
  processEntities: false,
  htmlEntities: false,
  trimValues: true,
  ignorePiTags: true,
  ignoreDeclaration: true,
} as const;
const parser = new XMLParser(options);
const builder = new XMLBuilder({ ...options, format: true, indentBy: '\t' });

/**
 * The XMP packet of a Factur-X hybrid: the library's packet with its Dublin Core, PDF and XMP
 * basic descriptions replaced by ones that state exactly what the Info dictionary states, plus
 * dc:language. Wrapped in an xpacket whose `begin` is the byte order mark itself (the library
 * wrote its three bytes as three characters).
 */
export function hybridXmpPacket(libraryPacket: string, metadata: HybridPdfMetadata): string {
  const kept = builder.build(keptDescriptions(libraryPacket)) as string;
  const date = xmpDateTime(metadata.date);
  const text = (value: string) => escapeUTF8(value);
  const alternative = (value: string) =>
    `<rdf:Alt><rdf:li xml:lang="x-default">${text(value)}</rdf:li></rdf:Alt>`;
  return [
    '<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>',
    '<x:xmpmeta xmlns:x="adobe:ns:meta/">',
    `<rdf:RDF xmlns:rdf="${RDF}">`,
    kept.trim(),
    `<rdf:Description rdf:about="" xmlns:dc="${DC}">`,
    '\t<dc:format>application/pdf</dc:format>',
    `\t<dc:title>${alternative(metadata.title)}</dc:title>`,
    `\t<dc:creator><rdf:Seq><rdf:li>${text(metadata.author)}</rdf:li></rdf:Seq></dc:creator>`,
    `\t<dc:description>${alternative(metadata.subject)}</dc:description>`,
    `\t<dc:language><rdf:Bag><rdf:li>${text(metadata.language)}</rdf:li></rdf:Bag></dc:language>`,
    '</rdf:Description>',
    `<rdf:Description rdf:about="" xmlns:pdf="${PDF}">`,
    `\t<pdf:Producer>${text(metadata.producer)}</pdf:Producer>`,
    `\t<pdf:Keywords>${text(metadata.keywords)}</pdf:Keywords>`,
    '</rdf:Description>',
    `<rdf:Description rdf:about="" xmlns:xmp="${XMP}">`,
    `\t<xmp:CreatorTool>${text(metadata.creatorTool)}</xmp:CreatorTool>`,
    `\t<xmp:CreateDate>${date}</xmp:CreateDate>`,
    `\t<xmp:ModifyDate>${date}</xmp:ModifyDate>`,
    `\t<xmp:MetadataDate>${date}</xmp:MetadataDate>`,
    '</rdf:Description>',
    '</rdf:RDF>',
    '</x:xmpmeta>',
    '<?xpacket end="w"?>',
  ].join('\n');
}

/** `2026-09-17T08:30:00+00:00`: to the second, in UTC, with the offset written out. */
export function xmpDateTime(date: Date): string {
  return `${date.toISOString().slice(0, 19)}+00:00`;
}

// The library's packet is x:xmpmeta > rdf:RDF > rdf:Description*, each description declaring
// its schema's namespace itself; anything else means the library changed and must be looked at.
function keptDescriptions(packet: string): OrderedNode[] {
  const root = parser.parse(packet) as OrderedNode[];
  const rdf = childrenOf(childrenOf(root, 'x:xmpmeta'), 'rdf:RDF');
  const descriptions = rdf.filter((node) => 'rdf:Description' in node);
  if (descriptions.length === 0 || descriptions.length !== rdf.length) {
    throw new Error('The XMP packet of the Factur-X library has an unexpected structure');
  }
  return descriptions.filter((node) => {
    const declared = Object.values((node[ATTRIBUTES] ?? {}) as Record<string, string>);
    return !declared.some((value) => REWRITTEN.includes(value));
  });
}

function childrenOf(nodes: OrderedNode[], name: string): OrderedNode[] {
  const found = nodes.find((node) => name in node);
  if (!found) throw new Error(`The XMP packet of the Factur-X library has no ${name}`);
  return found[name] as OrderedNode[];
}
