import { createHash, randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { type SaxonAnswer, type SaxonProcess, SaxonProcessError } from './saxon.process';
import { SCHEMATRON_COMPILER_XSLT } from './schematron-compiler.xslt';
import { RULE_SETS, type RuleSetName } from './validation.settings';

/** The name the compiler stylesheet is loaded under in the server. */
const COMPILER = 'schematron-compiler';
const compilerLoaded = new WeakSet<SaxonProcess>();

function expectOk(answer: SaxonAnswer, what: string): string {
  if (answer.status !== 'ok') throw new SaxonProcessError(`${what}: ${answer.body}`);
  return answer.body;
}

/** Compiles the XSLT file and keeps it in the server as `name`. */
export async function loadStylesheet(
  saxon: SaxonProcess,
  name: string,
  xsltFile: string,
  timeoutMs: number,
): Promise<void> {
  expectOk(await saxon.request('load', [name, xsltFile], '', timeoutMs), `loading ${xsltFile}`);
}

/** Loads the compiler stylesheet into the server, once per JVM. */
async function loadCompiler(saxon: SaxonProcess, timeoutMs: number): Promise<void> {
  if (compilerLoaded.has(saxon)) return;
  const answer = await saxon.request(
    'load',
    [COMPILER, 'schematron-compiler.xsl'],
    SCHEMATRON_COMPILER_XSLT,
    timeoutMs,
  );
  expectOk(answer, 'loading the Schematron compiler');
  compilerLoaded.add(saxon);
}

/** Turns a Schematron file (and what it includes) into the XSLT of an SVRL report. */
export async function compileSchematron(
  saxon: SaxonProcess,
  schematronFile: string,
  timeoutMs: number,
): Promise<string> {
  await loadCompiler(saxon, timeoutMs);
  const answer = await saxon.request('transform', [COMPILER, schematronFile], '', timeoutMs);
  return expectOk(answer, `compiling ${schematronFile}`);
}

/**
 * The folder of the compiled rules: named by a hash of the compiler and of every Schematron file
 * in the rules folder, so changed rules (or a changed compiler) are compiled afresh.
 */
export function compiledRulesDir(rulesDir: string, cacheDir: string): string {
  const hash = createHash('sha256').update(SCHEMATRON_COMPILER_XSLT);
  const files = readdirSync(rulesDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.sch'))
    .sort();
  for (const file of files) {
    hash.update(`\0${file}\0`).update(readFileSync(join(rulesDir, file)));
  }
  return join(cacheDir, hash.digest('hex').slice(0, 24));
}

/** Whole or not at all: other processes may compile the same rules at the same time. */
function writeAtomically(path: string, content: string): void {
  const temporary = `${path}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`;
  writeFileSync(temporary, content);
  renameSync(temporary, path);
}

/**
 * Loads every rule set into the server, compiling the Schematron files whose XSLT is not in the
 * cache yet. Both steps run in parallel (the server has a thread pool).
 */
export async function loadRuleSets(
  saxon: SaxonProcess,
  rulesDir: string,
  cacheDir: string,
  timeoutMs: number,
): Promise<void> {
  const dir = compiledRulesDir(rulesDir, cacheDir);
  mkdirSync(dir, { recursive: true });
  const names = Object.keys(RULE_SETS) as RuleSetName[];
  const xsltFile = (name: RuleSetName) => join(dir, `${name}.xsl`);
  const uncompiled = names.filter((name) => !existsSync(xsltFile(name)));
  if (uncompiled.length > 0) await loadCompiler(saxon, timeoutMs);
  await Promise.all(
    uncompiled.map(async (name) => {
      const schematronFile = join(rulesDir, RULE_SETS[name].file);
      writeAtomically(xsltFile(name), await compileSchematron(saxon, schematronFile, timeoutMs));
    }),
  );
  await Promise.all(names.map((name) => loadStylesheet(saxon, name, xsltFile(name), timeoutMs)));
}
