/** The namespaces of UBL 2.1 and CII D16B, by the prefixes their specifications use. */
export const NAMESPACES: Readonly<Record<string, string>> = {
  invoice: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  creditNote: 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  rsm: 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100',
  ram: 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100',
  udt: 'urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100',
  qdt: 'urn:un:unece:uncefact:data:standard:QualifiedDataType:100',
};

/**
 * One element of a parsed document with its namespace resolved. Paths are written with the
 * specifications' prefixes (`cac:Party`, `ram:ID`) and matched by namespace URI and local name,
 * whatever prefixes the document itself uses.
 */
export class XmlNode {
  constructor(
    readonly namespace: string,
    readonly name: string,
    private readonly attributes: ReadonlyMap<string, string>,
    readonly children: readonly XmlNode[],
    private readonly content: string,
  ) {}

  /** True when this element is the qualified name, e.g. `cbc:ID`. */
  is(qualifiedName: string): boolean {
    const [namespace, name] = expand(qualifiedName);
    return this.namespace === namespace && this.name === name;
  }

  /** Every element the path of child steps reaches, in document order. */
  all(...path: string[]): XmlNode[] {
    return path.reduce<XmlNode[]>(
      (nodes, step) => nodes.flatMap((node) => node.children.filter((child) => child.is(step))),
      [this],
    );
  }

  /** The first element the path reaches. */
  first(...path: string[]): XmlNode | undefined {
    return this.all(...path)[0];
  }

  /** The trimmed text of the first element the path reaches; undefined when none or blank. */
  text(...path: string[]): string | undefined {
    return this.first(...path)?.value;
  }

  /** The trimmed, non-blank texts of every element the path reaches. */
  texts(...path: string[]): string[] {
    return this.all(...path).flatMap((node) => (node.value === undefined ? [] : [node.value]));
  }

  /** This element's own text, trimmed; undefined when blank. */
  get value(): string | undefined {
    const text = this.content.trim();
    return text === '' ? undefined : text;
  }

  /** An attribute without a prefix (`currencyID`, `unitCode`, `schemeID`, `format`). */
  attribute(name: string): string | undefined {
    return this.attributes.get(name)?.trim();
  }
}

function expand(qualifiedName: string): [string, string] {
  const [prefix, name] = qualifiedName.split(':');
  const namespace = NAMESPACES[prefix];
  if (namespace === undefined || name === undefined) {
    throw new RangeError(`Unknown qualified name ${qualifiedName}`);
  }
  return [namespace, name];
}
