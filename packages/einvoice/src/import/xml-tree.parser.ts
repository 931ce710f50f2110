import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { refusal } from './import-refusal.error';
import { XmlNode } from './xml-node.query';

type OrderedNode = Record<string, unknown>;
type Namespaces = ReadonlyMap<string, string>;

const ATTRIBUTES = ':@';
const TEXT = '#text';
const CDATA = '#cdata';
const XML_NAMESPACE = 'http://www.w3.org/XML/1998/namespace';

// Entities stay unprocessed: DTDs are refused before this parser runs, and the five predefined
// entities and character references are decoded below, which needs no entity machinery at all.
// Values stay strings; a parser that turned "1190.00" into a number would lose the decimals.
const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  cdataPropName: CDATA,
  parseTagValue: false,
  parseAttributeValue: false,
  processEntities: false,
  htmlEntities: false,
  trimValues: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
});

/**
 * The element tree of a document whose text has passed the DTD check: well-formedness checked
 * first, then parsed with every element and attribute bound to its namespace URI, so documents
 * match whatever prefixes (or default namespace) their writer chose.
 */
export function parseXmlTree(text: string): XmlNode {
  const check = XMLValidator.validate(text);
  if (check !== true) {
    const { line, col } = check.err;
    throw refusal(
      `is not well-formed XML${col === undefined ? '' : ` (line ${line}, column ${col})`}`,
    );
  }
  const nodes = parse(text);
  const elements = nodes.filter((node) => elementName(node) !== undefined);
  const strayText = nodes.some((node) => typeof node[TEXT] === 'string' && node[TEXT].trim());
  if (elements.length !== 1 || strayText) {
    throw refusal('is not well-formed XML (one root element)');
  }
  return toXmlNode(elements[0], new Map([['xml', XML_NAMESPACE]]));
}

function parse(text: string): OrderedNode[] {
  try {
    return parser.parse(text) as OrderedNode[];
  } catch {
    // The parser's own limits: more than 100 nested elements (UBL needs about ten) or an
    // element named like a JavaScript prototype property. Its message would quote the name.
    throw refusal('is XML nested too deeply or using reserved element names');
  }
}

function toXmlNode(node: OrderedNode, inherited: Namespaces): XmlNode {
  const qualifiedName = elementName(node) as string;
  const rawAttributes = (node[ATTRIBUTES] ?? {}) as Record<string, string>;
  const namespaces = withDeclarations(inherited, rawAttributes);
  const attributes = new Map<string, string>();
  for (const [name, value] of Object.entries(rawAttributes)) {
    if (name === 'xmlns' || name.startsWith('xmlns:')) continue;
    // EN 16931's attributes (currencyID, unitCode, schemeID, format) carry no prefix, so they
    // are looked up by the name as written.
    attributes.set(name, decodeEntities(value));
  }
  const children: XmlNode[] = [];
  let text = '';
  for (const child of node[qualifiedName] as OrderedNode[]) {
    if (typeof child[TEXT] === 'string') text += decodeEntities(child[TEXT]);
    else if (Array.isArray(child[CDATA])) text += cdataText(child[CDATA] as OrderedNode[]);
    else if (elementName(child) !== undefined) children.push(toXmlNode(child, namespaces));
  }
  const [namespace, name] = resolve(qualifiedName, namespaces);
  return new XmlNode(namespace, name, attributes, children, text);
}

/** The tag name of an element node; text, CDATA and comment entries have none. */
function elementName(node: OrderedNode): string | undefined {
  return Object.keys(node).find((key) => key !== ATTRIBUTES && key !== TEXT && key !== CDATA);
}

function withDeclarations(inherited: Namespaces, attributes: Record<string, string>): Namespaces {
  const declarations = Object.entries(attributes).filter(
    ([name]) => name === 'xmlns' || name.startsWith('xmlns:'),
  );
  if (declarations.length === 0) return inherited;
  const scope = new Map(inherited);
  for (const [name, uri] of declarations) {
    scope.set(name === 'xmlns' ? '' : name.slice('xmlns:'.length), decodeEntities(uri));
  }
  return scope;
}

function resolve(qualifiedName: string, namespaces: Namespaces): [string, string] {
  const colon = qualifiedName.indexOf(':');
  const prefix = colon < 0 ? '' : qualifiedName.slice(0, colon);
  const uri = namespaces.get(prefix);
  if (uri === undefined && prefix !== '') {
    throw refusal('is not namespace-well-formed XML (an element prefix is not declared)');
  }
  return [uri ?? '', qualifiedName.slice(colon + 1)];
}

function cdataText(parts: OrderedNode[]): string {
  return parts.map((part) => (typeof part[TEXT] === 'string' ? part[TEXT] : '')).join('');
}

const PREDEFINED: Readonly<Record<string, string>> = {
  lt: '<',
  gt: '>',
  amp: '&',
  quot: '"',
  apos: "'",
};

/** Decodes the five predefined entities and character references; anything else stays as is. */
function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(
    /&(?:(lt|gt|amp|quot|apos)|#(\d{1,7})|#x([0-9A-Fa-f]{1,6}));/g,
    (all, name, dec, hex) => {
      if (name) return PREDEFINED[name as string];
      const codePoint = dec ? parseInt(dec as string, 10) : parseInt(hex as string, 16);
      const valid =
        codePoint > 0 && codePoint <= 0x10ffff && (codePoint < 0xd800 || codePoint > 0xdfff);
      return valid ? String.fromCodePoint(codePoint) : all;
    },
  );
}
