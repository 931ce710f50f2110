import { is, isWord, type Node, parse, type Word } from './sql-text.parse';

/**
 * Lays out the SQL text of a statement for reading in a snapshot. The statements are built from
 * fragments whose line breaks follow the TypeScript around them, so the text is first read as
 * words and parenthesised groups, then printed again: every statement (and every embedded
 * subquery) one clause per line, lists and conditions one per line when they do not fit. It
 * only moves whitespace outside literals and quoted names, never changes the statement.
 */
const WIDTH = 100;
const INDENT = '  ';

// Words that begin a clause wherever they stand (and ON CONFLICT), and those that begin a
// statement only as its first word (so WITH ORDINALITY and FOR UPDATE stay inside a clause).
const CLAUSES = ['SELECT', 'FROM', 'WHERE', 'GROUP', 'HAVING', 'ORDER', 'LIMIT', 'OFFSET'];
CLAUSES.push('RETURNING', 'VALUES', 'SET', 'UNION', 'DO');
const STATEMENTS = ['SELECT', 'WITH', 'INSERT', 'UPDATE', 'DELETE'];

function startsClause(nodes: Node[], index: number): boolean {
  const node = nodes[index];
  if (!isWord(node)) return false;
  if (index === 0) return true;
  if (node.text === 'ON') return is(nodes[index + 1], 'CONFLICT');
  return CLAUSES.includes(node.text);
}

/** A statement of several clauses is never printed on one line. */
function isStatement(nodes: Node[]): boolean {
  return (
    isWord(nodes[0]) &&
    STATEMENTS.includes(nodes[0].text) &&
    nodes.some((_, index) => index > 0 && startsClause(nodes, index))
  );
}

function splitAt(nodes: Node[], starts: (index: number) => boolean): Node[][] {
  const parts: Node[][] = [];
  nodes.forEach((node, index) => {
    if (parts.length === 0 || starts(index)) parts.push([]);
    parts[parts.length - 1].push(node);
  });
  return parts;
}

/** The parts between top-level commas, without the commas. */
function splitCommas(nodes: Node[]): Node[][] {
  const parts: Node[][] = [[]];
  for (const node of nodes) {
    if (is(node, ',')) parts.push([]);
    else parts[parts.length - 1].push(node);
  }
  return parts;
}

/** One line, or null when it holds a statement (which always gets lines of its own). */
function inline(nodes: Node[]): string | null {
  let text = '';
  for (const [index, node] of nodes.entries()) {
    const previous = nodes[index - 1];
    const open = isWord(node) ? node : node.open;
    const spaced = is(previous, ',') || (open.space && open.text !== ',');
    const separator = index > 0 && spaced ? ' ' : '';
    if (isWord(node)) {
      text += separator + node.text;
      continue;
    }
    if (isStatement(node.nodes)) return null;
    const inner = inline(node.nodes);
    if (inner === null) return null;
    text += `${separator}(${inner})`;
  }
  return text;
}

const fits = (depth: number, text: string | null): text is string =>
  text !== null && INDENT.length * depth + text.length <= WIDTH;
const line = (depth: number, text: string) => INDENT.repeat(depth) + text;

/** An expression: on one line if it fits, else its groups opened on lines of their own. */
function expression(nodes: Node[], depth: number): string[] {
  const whole = inline(nodes);
  if (fits(depth, whole)) return [line(depth, whole)];
  const lines: string[] = [];
  let current: Node[] = [];
  const flush = (suffix: string) => {
    const text = inline(current) ?? '';
    lines.push(line(depth, `${text}${suffix}`.trimStart()));
    current = [];
  };
  for (const [index, node] of nodes.entries()) {
    const one = isWord(node) ? null : inline([...current, node]);
    if (isWord(node) || fits(depth, one)) {
      current.push(node);
      continue;
    }
    const pairs = is(nodes[index - 1], 'json_build_object');
    flush(current.length > 0 && node.open.space ? ' (' : '(');
    lines.push(...body(node.nodes, depth + 1, pairs));
    current = [{ text: ')', space: false }];
  }
  if (current.length > 0) flush('');
  return lines;
}

/**
 * The inside of a group: a statement, clauses (`json_agg(... ORDER BY ...)`), or a list (in
 * key-value pairs for json_build_object).
 */
function body(nodes: Node[], depth: number, pairs = false): string[] {
  const clauses = nodes.some((_, index) => index > 0 && startsClause(nodes, index));
  if (isStatement(nodes) || (clauses && !fits(depth, inline(nodes))))
    return statement(nodes, depth);
  const whole = inline(nodes);
  if (fits(depth, whole)) return [line(depth, whole)];
  let parts = splitCommas(nodes);
  if (pairs) {
    parts = parts.flatMap((part, index) =>
      index % 2 === 1 ? [] : [[...part, { text: ',', space: false }, ...(parts[index + 1] ?? [])]],
    );
  }
  if (parts.length > 1) return list(parts, depth, !pairs);
  return conditions(nodes, depth);
}

// A list element this short shares its line with others (column names, placeholders).
const PACKED = 40;

/** One element per line; with `pack`, short ones fill lines (`a, b, c,`). */
function list(parts: Node[][], depth: number, pack = false): string[] {
  const lines: string[] = [];
  let packed = '';
  parts.forEach((part, index) => {
    const last = index === parts.length - 1;
    const text = inline(part);
    const short = pack && text !== null && text.length <= PACKED;
    if (short && packed !== '' && fits(depth, `${packed} ${text},`)) {
      packed += ` ${text}${last ? '' : ','}`;
      return;
    }
    if (packed !== '') lines.push(line(depth, packed));
    packed = '';
    if (short) {
      packed = `${text}${last ? '' : ','}`;
      return;
    }
    const element = expression(part, depth);
    if (!last) element[element.length - 1] += ',';
    lines.push(...element);
  });
  if (packed !== '') lines.push(line(depth, packed));
  return lines;
}

/** `a AND b OR c` with each operand on a line of its own when it does not fit. */
function conditions(nodes: Node[], depth: number, first = ''): string[] {
  const whole = inline(nodes);
  if (whole !== null && fits(depth, first + whole)) return [line(depth, first + whole)];
  const operands = splitAt(nodes, (index) => is(nodes[index], 'AND') || is(nodes[index], 'OR'));
  if (operands.length === 1) {
    const lines = expression(nodes, depth);
    lines[0] = line(depth, first + lines[0].trimStart());
    return lines;
  }
  return operands.flatMap((operand, index) =>
    index === 0
      ? conditions(operand, depth, first)
      : conditions(operand.slice(1), depth + 1, `${(operand[0] as Word).text} `),
  );
}

const LISTS = ['SELECT', 'ORDER', 'GROUP', 'RETURNING', 'SET', 'VALUES', 'WITH'];

/** A statement: one clause per line; a long list one element per line below its keyword. */
function statement(nodes: Node[], depth: number): string[] {
  const clauses = splitAt(nodes, (index) => startsClause(nodes, index));
  return clauses.flatMap((clause) => {
    const whole = inline(clause);
    if (fits(depth, whole)) return [line(depth, whole)];
    const keyword = (clause[0] as Word).text;
    const keywordLength = keyword === 'ORDER' || keyword === 'GROUP' ? 2 : 1;
    const head = clause.slice(0, keywordLength).map((word) => (word as Word).text);
    const rest = clause.slice(keywordLength);
    const parts = splitCommas(rest);
    if (LISTS.includes(keyword) && parts.length > 1) {
      return [line(depth, head.join(' ')), ...list(parts, depth + 1)];
    }
    if (keyword === 'WHERE' || keyword === 'HAVING') {
      return conditions(rest, depth, `${keyword} `);
    }
    return expression(clause, depth);
  });
}

/** The statement laid out for reading, without a trailing newline. */
export function layOutSql(sql: string): string {
  const nodes = parse(sql);
  const leads = isWord(nodes[0]) && STATEMENTS.includes(nodes[0].text);
  return (leads ? statement(nodes, 0) : expression(nodes, 0)).join('\n');
}
