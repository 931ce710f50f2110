import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describeCycle, findCycles, importGraph, specifiersOf } from './import-graph';

const ROOT = join(__dirname, '..', '..', '..');
const API_SRC = join(ROOT, 'apps', 'api', 'src');

/** Our own source trees; generated code (the Prisma client, the API's types) is not ours to fix. */
const TREES = [
  API_SRC,
  join(ROOT, 'apps', 'worker', 'src'),
  ...readdirSync(join(ROOT, 'packages'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(ROOT, 'packages', entry.name, 'src'))
    .filter((dir) => existsSync(dir)),
];
const SKIP = new Set(['generated', 'node_modules', 'dist']);

describe('no import cycles', () => {
  // A cycle makes one of its files see the other's exports still undefined while loading (a Nest
  // decorator then reads an undefined class); through types only it still ties the files together.
  const graph = importGraph(TREES, SKIP);

  it('reads the trees it checks', () => {
    const files = [...graph.keys()];
    expect(files.some((file) => file.startsWith(API_SRC))).toBe(true);
    expect(files.some((file) => file.includes(join('apps', 'worker', 'src')))).toBe(true);
    expect(files.some((file) => file.includes(join('packages', 'domain', 'src')))).toBe(true);
  });

  it('has no cycle between files of apps/api, apps/worker and packages/*', () => {
    expect(findCycles(graph).map((cycle) => describeCycle(ROOT, cycle))).toEqual([]);
  });

  it('has no cycle between the units of apps/api/src (their entries would require each other)', async () => {
    const { locate } = await import('../unit-boundaries.mjs');
    const units = new Map<string, Set<string>>();
    for (const [file, targets] of graph) {
      if (!file.startsWith(API_SRC)) continue;
      const from = locate(relative(API_SRC, file).split('\\').join('/')).unit;
      if (from === null) continue;
      for (const target of targets) {
        const to = locate(relative(API_SRC, target).split('\\').join('/')).unit;
        if (to === null || to === from) continue;
        if (!units.has(from)) units.set(from, new Set());
        units.get(from)!.add(to);
      }
    }
    expect(units.size).toBeGreaterThan(10);
    expect(findCycles(units).map((cycle) => cycle.join(' -> '))).toEqual([]);
  });
});

describe('the cycle finder', () => {
  const graphOf = (edges: Record<string, string[]>) =>
    new Map(Object.entries(edges).map(([node, targets]) => [node, new Set(targets)]));

  it('finds a cycle through an entry (a -> b/index -> b/x -> a) and names its path', () => {
    const cycles = findCycles(
      graphOf({ a: ['b/index'], 'b/index': ['b/x'], 'b/x': ['a', 'c'], c: [] }),
    );
    expect(cycles).toEqual([['a', 'b/index', 'b/x', 'a']]);
  });

  it('finds a file that imports itself and every separate cycle', () => {
    const cycles = findCycles(graphOf({ a: ['a'], b: ['c'], c: ['b'], d: ['b'] }));
    expect(cycles.map((cycle) => cycle.length)).toEqual([2, 3]);
  });

  it('passes a graph without cycles', () => {
    expect(findCycles(graphOf({ a: ['b', 'c'], b: ['c'], c: [] }))).toEqual([]);
  });

  it('counts type-only imports, re-exports and import types', () => {
    const code = [
      "import type { A } from './a';",
      "export { B } from './b';",
      "export type { C } from './c';",
      "type D = import('./d').D;",
      "const e = require('./e');",
    ].join('\n');
    expect(specifiersOf('example.ts', code)).toEqual(['./a', './b', './c', './d', './e']);
  });
});
