// `npm start`: set up everything on a fresh machine, then run database, API and worker together.
// API or worker dying is logged and the process restarted (with backoff); Ctrl-C stops the API
// and the worker (each finishes what it is doing), then the database. On a terminal the log
// lines are shown readable, otherwise (or with LOG_FORMAT=json) as JSON lines.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { URL } from 'node:url';
import { createLogOutput, logFormat } from './lib/log-output.mjs';
import { dataDirSecretKey, processPlan } from './lib/process-plan.mjs';
import { Supervisor } from './lib/supervisor.mjs';
import {
  ROOT,
  ensureInboxTools,
  setUp,
  startDatabaseProcess,
  stopChild,
} from './lib/toolchain.mjs';
import { pointInboxAt, startDevInbox } from './lib/dev-inbox.mjs';

let format;
try {
  format = logFormat(process.env, process.stdout);
} catch (error) {
  process.stderr.write(`${error.message}\n`);
  process.exit(2);
}

// The start-up e2e test sets FAKTURA_SKIP_SETUP: `npm test` has just done the same set-up.
if (process.env.FAKTURA_SKIP_SETUP !== '1') setUp();

const output = createLogOutput({ format });
const say = (msg, fields, level) => output.log('start', msg, fields, level);
const dataDir = process.env.FAKTURA_DATA_DIR || 'data';
const absoluteDataDir = isAbsolute(dataDir) ? dataDir : join(ROOT, dataDir);

say(
  process.env.DATABASE_URL
    ? 'using DATABASE_URL'
    : `starting embedded PostgreSQL in ${absoluteDataDir}`,
);
const database = await startDatabaseProcess(
  { FAKTURA_DATA_DIR: absoluteDataDir },
  { onStderrLine: (line) => output.line('db', line, true) },
);
say('database ready, migrations applied');

// FAKTURA_DEV_INBOX=1: a local Dovecot that the SMTP sink delivers into and the demo account's
// supplier inbox reads, for trying the inbox out (docs/inbox.md).
let devInbox = null;
if (process.env.FAKTURA_DEV_INBOX === '1') {
  ensureInboxTools();
  devInbox = await startDevInbox();
  say(`local IMAP mailbox for the supplier inbox on ${devInbox.host}:${devInbox.port}`);
}

const env = {
  ...process.env,
  DATABASE_URL: database.url,
  FAKTURA_DATA_DIR: absoluteDataDir,
  FAKTURA_EXIT_WITH_PARENT: '1',
  ...(devInbox ? { FAKTURA_SMTP_SINK_IMAP_URL: devInbox.imapUrl } : {}),
};
const apiKey = demoAccountKey();

// The API's V8 flags (apps/api/package.json "nodeFlags"; docs/performance.md says why).
const apiFlags = JSON.parse(readFileSync(join(ROOT, 'apps/api/package.json'), 'utf8')).nodeFlags;
let plan;
try {
  // Mailbox passwords are sealed with FAKTURA_SECRET_KEY, else with the data folder's own key.
  const secretKey = process.env.FAKTURA_SECRET_KEY ? undefined : dataDirSecretKey(absoluteDataDir);
  plan = processPlan(ROOT, process.env, apiFlags, secretKey);
} catch (error) {
  say(error.message, {}, 50);
  database.child.kill('SIGTERM');
  process.exit(2);
}
const apiNames = plan.filter((each) => each.readyEvent === 'listening').map((each) => each.name);
const workerNames = plan.filter((each) => each.readyEvent === 'ready').map((each) => each.name);

const banner = { apis: new Map(), workers: new Map(), shown: false };
let shuttingDown = false;
const supervisor = new Supervisor({
  output,
  env,
  cwd: ROOT,
  onEvent(name, entry) {
    if (apiNames.includes(name) && entry.event === 'listening') banner.apis.set(name, entry.url);
    if (workerNames.includes(name) && entry.event === 'ready') banner.workers.set(name, entry.mail);
    const allUp =
      banner.apis.size === apiNames.length && banner.workers.size === workerNames.length;
    if (!banner.shown && allUp) {
      banner.shown = true;
      void pointDevInbox().then(showBanner);
    }
  },
  onGiveUp(reason) {
    say(`${reason}; stopping everything`, {}, 50);
    void shutdown(1);
  },
});

database.child.on('exit', (code, signal) => {
  if (shuttingDown) return;
  say(`the database process exited (${signal ?? code}); stopping everything`, {}, 50);
  void shutdown(1);
});
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

for (const each of plan) {
  supervisor.add(each.name, each.script, each.readyEvent, each.nodeFlags, each.env);
}

/** Creates the demo account on the first start; its key, for the banner, on every start. */
function demoAccountKey() {
  const demo = spawnSync(process.execPath, [join(ROOT, 'apps/api/dist/cli.js'), 'demo'], {
    cwd: ROOT,
    env,
    encoding: 'utf8',
  });
  const lines = `${demo.stdout ?? ''}`.split('\n').filter((line) => line.trim() !== '');
  const key = /^API key: (\S+)$/.exec(lines.at(-1) ?? '')?.[1];
  if (demo.status !== 0 || !key) {
    process.stderr.write(`${demo.stdout ?? ''}${demo.stderr ?? ''}`);
    say(`the demo account could not be set up (exit ${demo.status ?? demo.signal})`, {}, 50);
    database.child.kill('SIGTERM');
    process.exit(1);
  }
  for (const line of lines.slice(0, -1)) say(line);
  return key;
}

/** With the dev inbox: the demo account reads it, set through the API like any mailbox. */
async function pointDevInbox() {
  if (!devInbox) return;
  const answer = await pointInboxAt(banner.apis.get(apiNames[0]), apiKey, devInbox);
  say(
    answer.ok ? 'the demo account reads the local mailbox' : answer.error,
    {},
    answer.ok ? 30 : 40,
  );
}

/** What a newcomer needs, last on the screen: where things are, and the key. */
function showBanner() {
  const urls = apiNames.map((name) => banner.apis.get(name));
  const fields = {
    event: 'running',
    api_url: urls[0],
    docs_url: `${urls[0]}/docs`,
    database_url: withoutPassword(database.url),
    mail: banner.workers.get(workerNames[0]),
    inbox: devInbox
      ? `the local mailbox imap://${devInbox.host}:${devInbox.port} (user inbox), read by the demo account`
      : 'PUT /api/v1/account/inbox points an account at its mailbox (docs/inbox.md)',
    ...(urls.length > 1 ? { api_urls: urls } : {}),
    ...(workerNames.length > 1 ? { workers: workerNames.length } : {}),
  };
  if (format === 'json') {
    say('Faktura is running', fields);
    say(`API key: ${apiKey}`);
    return;
  }
  output.text('');
  output.text(`  Faktura is running        (Ctrl-C stops it)`);
  output.text(`  API       ${urls.join('  ')}`);
  output.text(`  Docs      ${fields.docs_url}`);
  output.text(`  Database  ${fields.database_url}`);
  output.text(`  E-mail    ${fields.mail}`);
  output.text(`  Inbox     ${fields.inbox}`);
  if (workerNames.length > 1) output.text(`  Workers   ${workerNames.length}`);
  output.text(`  API key: ${apiKey}`);
  output.text('');
}

function withoutPassword(url) {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(not a URL)';
  }
}

async function shutdown(exitCode) {
  if (shuttingDown) return;
  shuttingDown = true;
  say('stopping the API and the workers');
  await supervisor.stop();
  await devInbox?.stop();
  say('stopping the database');
  await stopChild(database.child);
  say('stopped');
  process.exit(exitCode);
}
