// Set-up shared by `npm start` and `npm test`. Plain JavaScript on purpose: it runs on a fresh
// machine before any dependency (TypeScript included) is installed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const TOOLS = join(ROOT, '.tools');

const say = (line) => process.stdout.write(`\x1b[1m[setup]\x1b[0m ${line}\n`);

/** The pnpm version pinned in package.json's packageManager field. */
function pinnedPnpm() {
  const { packageManager } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
  return packageManager.replace(/^pnpm@/, '');
}

function versionOf(command) {
  const result = spawnSync(command, ['--version'], { encoding: 'utf8', shell: false });
  return result.status === 0 ? result.stdout.trim() : null;
}

/** A pnpm executable of the pinned version: the one on PATH, or one installed into .tools/. */
export function ensurePnpm() {
  const version = pinnedPnpm();
  if (versionOf('pnpm') === version) return 'pnpm';
  // turbo and pnpm's own scripts look pnpm up on the PATH, so .tools/ goes onto it.
  process.env.PATH = `${join(TOOLS, 'node_modules', '.bin')}${delimiter}${process.env.PATH}`;
  if (versionOf('pnpm') === version) return 'pnpm';
  say(`installing pnpm ${version} into .tools/`);
  const args = ['install', '--prefix', TOOLS, '--no-save', '--no-audit', '--no-fund'];
  run('npm', [...args, `pnpm@${version}`]);
  return 'pnpm';
}

/** Runs a command in the repository root, inheriting output; exits the process when it fails. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1', ...options.env },
  });
  if (result.status !== 0) {
    process.stderr.write(
      `\n${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})\n`,
    );
    process.exit(result.status ?? 1);
  }
}

/**
 * Chromium renders PDFs; Debian's package, with fonts (without any, PDFs have no text). The PDF
 * tests measure the layout with poppler's pdftotext and pdfimages (Debian's poppler-utils).
 */
export function ensureChromium() {
  const browser = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  const fonts = '/usr/share/fonts/truetype/liberation';
  if (existsSync(browser) && existsSync(fonts) && existsSync('/usr/bin/pdftotext')) return;
  say('installing Chromium, fonts and poppler-utils from Debian (apt-get)');
  aptInstall(['chromium', 'fonts-liberation', 'poppler-utils']);
}

/** Installs Debian packages (as root, or through sudo). */
function aptInstall(packages) {
  const [command, ...prefix] = process.getuid?.() === 0 ? ['apt-get'] : ['sudo', 'apt-get'];
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  const apt = (...args) => run(command, [...prefix, ...args], { env });
  apt('update', '-qq');
  apt('install', '-y', '-qq', '--no-install-recommends', ...packages);
}

/**
 * E-invoices are validated against the official Schematron rules with Saxon-HE (Java), the CII
 * schema with xmllint, hybrid PDFs with qpdf and poppler (pdffonts, pdfinfo, pdfdetach, which
 * ensureChromium installs): Debian's packages, installed when missing.
 */
export function ensureEInvoiceTools() {
  const needed = [
    ['/usr/share/java/Saxon-HE.jar', 'libsaxonhe-java'],
    ['/usr/bin/java', 'default-jre-headless'],
    ['/usr/bin/xmllint', 'libxml2-utils'],
    ['/usr/bin/qpdf', 'qpdf'],
  ].filter(([path]) => !existsSync(path));
  if (needed.length === 0) return;
  const packages = needed.map(([, name]) => name);
  say(`installing ${packages.join(', ')} from Debian (apt-get)`);
  aptInstall(packages);
}

/**
 * The inbox tests and `bench:inbox` read mail from a throw-away Dovecot (the IMAP server of
 * Debian's dovecot-imapd; packages/test-support starts it), installed when missing.
 */
export function ensureInboxTools() {
  if (existsSync(process.env.DOVECOT_PATH || '/usr/sbin/dovecot')) return;
  say('installing dovecot-imapd from Debian (apt-get)');
  aptInstall(['dovecot-imapd']);
}

/** pnpm, Chromium, the dependencies, the generated Prisma client and every package's build. */
export function setUp() {
  ensureChromium();
  ensureEInvoiceTools();
  ensureInboxTools();
  const pnpm = ensurePnpm();
  say('installing dependencies');
  run(pnpm, ['install', '--frozen-lockfile', '--prefer-offline', '--reporter=silent']);
  say('generating the Prisma client and building');
  run(pnpm, ['exec', 'turbo', 'run', 'build', '--output-logs=errors-only']);
  return pnpm;
}

/**
 * Starts the database process (packages/db/dist/serve.js) and resolves with its URL once the
 * migrations are applied. It runs in its own process group so that Ctrl-C reaches only the
 * supervisor, which stops the database last. Its messages (stderr) go to `onStderrLine`, one
 * line at a time, or else straight to this process's stderr.
 */
export function startDatabaseProcess(env, { onStderrLine } = {}) {
  const child = spawn(process.execPath, [join(ROOT, 'packages/db/dist/serve.js')], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['pipe', 'pipe', onStderrLine ? 'pipe' : 'inherit'],
    detached: true,
  });
  if (onStderrLine) createInterface({ input: child.stderr }).on('line', onStderrLine);
  return new Promise((resolve, reject) => {
    let buffer = '';
    child.stdout.on('data', (chunk) => {
      buffer += chunk;
      const line = buffer.split('\n').find((candidate) => candidate.includes('"event":"ready"'));
      if (line) resolve({ child, ...JSON.parse(line) });
    });
    child.once('exit', (code) => reject(new Error(`the database process exited (${code})`)));
  });
}

/** Asks a child to stop and waits for it, killing it after `graceMs`. */
export function stopChild(child, graceMs = 20_000) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
