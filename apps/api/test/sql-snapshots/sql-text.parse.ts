/**
 * Reads the SQL text of a statement as words and parenthesised groups, the form
 * sql-text.layout.ts prints again. Literals and quoted names are one word each, so nothing
 * inside them is ever read as structure.
 */
export interface Word {
  text: string;
  /** Whether the source had whitespace before it (`count(*)` stays, `IN (` stays). */
  space: boolean;
}

export interface Group {
  open: Word;
  nodes: Node[];
}

export type Node = Word | Group;

const TOKEN =
  /\s+|'(?:[^']|'')*'|"(?:[^"]|"")*"|\$\d+|[A-Za-z_][\w$]*|\d+(?:\.\d+)?|::|<=|>=|<>|!=|\|\||@>|<@|./gy;

/** The statement's words and groups; throws on unbalanced parentheses. */
export function parse(sql: string): Node[] {
  const stack: Group[] = [{ open: { text: '', space: false }, nodes: [] }];
  let space = false;
  for (const [token] of sql.matchAll(TOKEN)) {
    if (/^\s/.test(token)) {
      space = true;
      continue;
    }
    const word = { text: token, space };
    space = false;
    if (token === '(') {
      const group: Group = { open: word, nodes: [] };
      stack[stack.length - 1].nodes.push(group);
      stack.push(group);
    } else if (token === ')') {
      if (stack.length === 1) throw new Error(`Unbalanced ")" in: ${sql}`);
      stack.pop();
    } else {
      stack[stack.length - 1].nodes.push(word);
    }
  }
  if (stack.length !== 1) throw new Error(`Unbalanced "(" in: ${sql}`);
  return stack[0].nodes;
}

export const isWord = (node: Node | undefined): node is Word =>
  node !== undefined && 'text' in node;
export const is = (node: Node | undefined, text: string) => isWord(node) && node.text === text;
