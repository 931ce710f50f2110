import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/** file -> the files it imports (absolute paths), every kind of import counted. */
export type ImportGraph = Map<string, Set<string>>;

const OPTIONS: ts.CompilerOptions = {
  module: ts.ModuleKind.Node16,
  moduleResolution: ts.ModuleResolutionKind.Node16,
  allowJs: false,
};

function sourceFiles(dir: string, skip: ReadonlySet<string>): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return skip.has(entry.name) ? [] : sourceFiles(path, skip);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/**
 * Every module specifier of a file: imports and re-exports (type-only ones too, because a cycle
 * through types still ties the files together), `import x = require()`, `import()`, `require()`
 * and `import('...')` types.
 */
export function specifiersOf(file: string, text = readFileSync(file, 'utf8')): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const literal = (node: ts.Node | undefined) => {
    if (node && ts.isStringLiteralLike(node)) found.push(node.text);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) {
      literal(node.moduleSpecifier);
    } else if (
      ts.isImportEqualsDeclaration(node) &&
      ts.isExternalModuleReference(node.moduleReference)
    ) {
      literal(node.moduleReference.expression);
    } else if (
      ts.isCallExpression(node) &&
      (node.expression.kind === ts.SyntaxKind.ImportKeyword ||
        (ts.isIdentifier(node.expression) && node.expression.text === 'require'))
    ) {
      literal(node.arguments[0]);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      literal(node.argument.literal);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * The import graph of the TypeScript files under `dirs` (folders named in `skip` left out): only
 * edges between those files, so imports of packages (their built dist) are not followed.
 */
export function importGraph(dirs: string[], skip: ReadonlySet<string> = new Set()): ImportGraph {
  const files = dirs.flatMap((dir) => sourceFiles(dir, skip));
  const known = new Set(files);
  const graph: ImportGraph = new Map();
  for (const file of files) {
    const targets = new Set<string>();
    for (const specifier of specifiersOf(file)) {
      if (!specifier.startsWith('.')) continue;
      const { resolvedModule } = ts.resolveModuleName(specifier, file, OPTIONS, ts.sys);
      const target = resolvedModule?.resolvedFileName;
      if (target && known.has(target)) targets.add(target);
    }
    graph.set(file, targets);
  }
  return graph;
}

/**
 * The cycles of a graph: one per strongly connected component with more than one node (or a
 * node importing itself), each given as a path that starts and ends at the same node.
 */
export function findCycles<T>(graph: Map<T, Set<T>>): T[][] {
  // Tarjan's algorithm, iterative: a deep chain of imports must not overflow the stack.
  let counter = 0;
  const index = new Map<T, number>();
  const low = new Map<T, number>();
  const onStack = new Set<T>();
  const stack: T[] = [];
  const components: T[][] = [];
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work: Array<{ node: T; next: Iterator<T> }> = [];
    const open = (node: T) => {
      index.set(node, counter);
      low.set(node, counter++);
      stack.push(node);
      onStack.add(node);
      work.push({ node, next: (graph.get(node) ?? new Set<T>()).values() });
    };
    open(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const step = frame.next.next();
      if (!step.done) {
        const target = step.value;
        if (!index.has(target)) open(target);
        else if (onStack.has(target)) {
          low.set(frame.node, Math.min(low.get(frame.node)!, index.get(target)!));
        }
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1].node;
        low.set(parent, Math.min(low.get(parent)!, low.get(frame.node)!));
      }
      if (low.get(frame.node) === index.get(frame.node)) {
        const component: T[] = [];
        let member: T;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        const selfImport = graph.get(frame.node)?.has(frame.node) ?? false;
        if (component.length > 1 || selfImport) components.push(component);
      }
    }
  }
  // Each cycle starts at its member met first in the graph, so the messages are stable.
  const order = new Map([...graph.keys()].map((node, position) => [node, position]));
  const first = (node: T) => order.get(node) ?? Number.MAX_SAFE_INTEGER;
  return components
    .map((component) => cycleWithin(graph, new Set(component.sort((a, b) => first(a) - first(b)))))
    .sort((a, b) => first(a[0]) - first(b[0]));
}

/** A shortest path from the component's first node back to itself, for a readable message. */
function cycleWithin<T>(graph: Map<T, Set<T>>, component: Set<T>): T[] {
  const [start] = component;
  const previous = new Map<T, T>();
  const queue: T[] = [start];
  while (queue.length > 0) {
    const node = queue.shift()!;
    for (const next of graph.get(node) ?? []) {
      if (!component.has(next)) continue;
      if (next === start) {
        const path = [start];
        for (
          let at: T | undefined = node;
          at !== undefined && at !== start;
          at = previous.get(at)
        ) {
          path.splice(1, 0, at);
        }
        return [...path, start];
      }
      if (!previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  return [start, start];
}

/** A cycle of files as a line relative to `root`. */
export function describeCycle(root: string, cycle: string[]): string {
  return cycle.map((file) => relative(root, file)).join(' -> ');
}
