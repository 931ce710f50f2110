import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

// Docs that are true: every relative link of the docs opens a file, every path the top-level
// pages name in backticks exists, and the README stays short. Moving a folder without its docs
// fails `npm test` here, with the page, the line and the path that no longer exists.
const ROOT = join(__dirname, '..', '..', '..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

/** The pages whose backticked paths must exist. */
const TOP_LEVEL_PAGES = ['README.md', 'ARCHITECTURE.md', 'CODE_STYLE.md'];

/** The pages whose links must open: the top-level ones and docs/*.md (not its generated or
 * quoted subfolders, docs/domain-api/ and docs/reference/). */
const LINKED_PAGES = [
  ...TOP_LEVEL_PAGES,
  ...readdirSync(join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

const README_MAX_LINES = 200;

/** Top-level folders a repository path may start with. */
const TOP_LEVEL_FOLDER = /^(apps|packages|prisma|docs|scripts|docker|bench)\//;
/** Extensions of the files the docs name. */
const FILE_EXTENSION = /\.(ts|tsx|js|mjs|cjs|json|md|prisma|sql|ya?ml|java|sh|png|xml)$/;
/** Characters a plain path has; anything else (`<feature>`, `*`, `{a,b}`, `...`) is a pattern. */
const PLAIN_PATH = /^[\w@.-]+(\/[\w@.-]+)*\/?$/;

/** Folders that are installed, built or local state, never what the docs point at. */
const SKIPPED_FOLDERS = new Set(['node_modules', '.git', 'dist', '.turbo', 'coverage']);
const SKIPPED_AT_ROOT = new Set(['data', '.tools']);

/** Every file and folder of the checkout (relative, `/`-separated), folders with a trailing `/`. */
function repositoryEntries(): string[] {
  const entries: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(join(ROOT, folder), { withFileTypes: true })) {
      if (SKIPPED_FOLDERS.has(entry.name) || (folder === '' && SKIPPED_AT_ROOT.has(entry.name))) {
        continue;
      }
      const path = folder === '' ? entry.name : `${folder}/${entry.name}`;
      if (entry.isDirectory()) {
        entries.push(`${path}/`);
        walk(path);
      } else {
        entries.push(path);
      }
    }
  };
  walk('');
  return entries;
}

/** The text with fenced code blocks (and, with `inlineCode`, code spans) blanked out, so that
 * offsets and line numbers stay those of the page. */
function blankCode(text: string, inlineCode: boolean): string {
  const blank = (match: string) => match.replace(/[^\n]/g, ' ');
  const withoutBlocks = text.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, blank);
  return inlineCode ? withoutBlocks.replace(/`[^`]+`/g, blank) : withoutBlocks;
}

/** How many links or paths of a page were checked, and which of them are broken. */
interface Checked {
  checked: number;
  broken: string[];
}

/** Every broken entry of the pages; fails when the pages had nothing to check at all. */
function brokenOf(results: Checked[]): string[] {
  expect(results.reduce((sum, result) => sum + result.checked, 0)).toBeGreaterThan(0);
  return results.flatMap((result) => result.broken);
}

const lineOf = (text: string, offset: number) => text.slice(0, offset).split('\n').length;

/** A page's relative links, and `page:line: link target` for each one that opens nothing. */
function checkLinks(page: string): Checked {
  const text = read(page);
  const prose = blankCode(text, true);
  const broken: string[] = [];
  let checked = 0;
  for (const match of prose.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
    const target = match[1];
    if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('#')) continue;
    const path = decodeURI(target.split('#')[0]);
    checked += 1;
    if (!existsSync(join(ROOT, dirname(page), path))) {
      broken.push(`${page}:${lineOf(text, match.index)}: link ${target}`);
    }
  }
  return { checked, broken };
}

/** Whether a code span names a repository file or folder (and is no pattern, no URL route, no
 * package import, no command, nothing outside the checkout). */
function isRepositoryPath(span: string): boolean {
  if (!span.includes('/') || !PLAIN_PATH.test(span) || /^[@.]|\.\./.test(span)) return false;
  return TOP_LEVEL_FOLDER.test(span) || FILE_EXTENSION.test(span) || span.endsWith('/');
}

/** Where a path lies: `dist/x.js` is built from `src/x.ts`, which is what must exist. */
const sourceOf = (path: string) =>
  /(^|\/)dist\/.+\.js$/.test(path)
    ? path.replace(/(^|\/)dist\//, '$1src/').replace(/\.js$/, '.ts')
    : path;

/** A page's backticked repository paths, and `page:line: path` for each one that is missing. */
function checkPaths(page: string, entries: string[]): Checked {
  const text = read(page);
  const prose = blankCode(text, false);
  const broken: string[] = [];
  let checked = 0;
  for (const match of prose.matchAll(/`([^`]+)`/g)) {
    const span = match[1].trim();
    if (!isRepositoryPath(span)) continue;
    const path = sourceOf(span);
    checked += 1;
    const exists = TOP_LEVEL_FOLDER.test(path)
      ? existsSync(join(ROOT, path))
      : entries.some((entry) => {
          const wanted = path.endsWith('/') || !entry.endsWith('/') ? path : `${path}/`;
          return entry === wanted || entry.endsWith(`/${wanted}`);
        });
    if (!exists) broken.push(`${page}:${lineOf(text, match.index)}: path ${span}`);
  }
  return { checked, broken };
}

describe('the docs', () => {
  it('link only to files that exist', () => {
    expect(brokenOf(LINKED_PAGES.map(checkLinks))).toEqual([]);
  });

  it('name only repository paths that exist', () => {
    const entries = repositoryEntries();
    expect(brokenOf(TOP_LEVEL_PAGES.map((page) => checkPaths(page, entries)))).toEqual([]);
  });

  it(`keep the README at most ${README_MAX_LINES} lines`, () => {
    expect(read('README.md').trimEnd().split('\n').length).toBeLessThanOrEqual(README_MAX_LINES);
  });
});
