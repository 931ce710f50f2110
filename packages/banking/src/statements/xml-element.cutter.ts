/** Where one element stands in the document's text. */
export interface ElementSlice {
  readonly start: number;
  readonly end: number;
}

// Comments, CDATA sections and processing instructions are skipped whole, so a tag written
// inside one of them is never taken for an element.
const OPAQUE = String.raw`<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>|<\?[\s\S]*?\?>`;

/**
 * The well-formed `text` with its `name` elements (in any namespace prefix; they must not nest)
 * cut out: each run of them, siblings with only white space between, becomes one placeholder
 * `<name>k</name>` standing for `runs[k]`. One placeholder per run rather than per element keeps
 * the skeleton's tree small: parsing 10,000 long-lived placeholder nodes would make V8 allocate
 * the parser's later nodes straight into the old generation, where garbage waits for a full GC.
 */
export function cutOutElements(
  text: string,
  name: string,
): { skeleton: string; runs: ElementSlice[][] } {
  const starts = new RegExp(`${OPAQUE}|<((?:[A-Za-z_][\\w.-]*:)?${name})(?=[\\s/>])`, 'g');
  const parts: string[] = [];
  const runs: ElementSlice[][] = [];
  let copied = 0;
  let run: ElementSlice[] | null = null;
  for (let found = starts.exec(text); found !== null; found = starts.exec(text)) {
    const qualifiedName = found[1];
    if (qualifiedName === undefined) continue;
    const end = elementEnd(text, found.index, qualifiedName);
    const gap = text.slice(copied, found.index);
    if (run === null || gap.trim() !== '') {
      run = [];
      parts.push(gap, `<${name}>${runs.length}</${name}>`);
      runs.push(run);
    }
    run.push({ start: found.index, end });
    copied = end;
    starts.lastIndex = end;
  }
  parts.push(text.slice(copied));
  return { skeleton: parts.join(''), runs };
}

const endTags = new Map<string, RegExp>();

function endTag(qualifiedName: string): RegExp {
  let pattern = endTags.get(qualifiedName);
  if (pattern === undefined) {
    pattern = new RegExp(`${OPAQUE}|</${qualifiedName.replace(/\./g, '\\.')}\\s*>`, 'g');
    // Names come from bank files; only a few prefixes are expected, so the cache stays bounded.
    if (endTags.size < 16) endTags.set(qualifiedName, pattern);
  }
  return pattern;
}

/** Where the element whose start tag begins at `start` ends. */
function elementEnd(text: string, start: number, qualifiedName: string): number {
  const startTagEnd = text.indexOf('>', start) + 1;
  if (text[startTagEnd - 2] === '/') return startTagEnd;
  const ends = endTag(qualifiedName);
  ends.lastIndex = startTagEnd;
  for (let found = ends.exec(text); found !== null; found = ends.exec(text)) {
    if (found[0].startsWith('</')) return found.index + found[0].length;
  }
  return text.length;
}
