// Which processes `npm start` runs: FAKTURA_API_PROCESSES API processes on consecutive ports
// from PORT (default 3000) and FAKTURA_WORKERS workers (default 1 each), all on one database.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const MAX_PROCESSES = 32;

/** A whole number from 1 to 32 from the environment, or the default 1; throws naming the variable. */
export function processCount(env, name) {
  const text = env[name];
  if (text === undefined || text === '') return 1;
  const count = Number(text);
  if (!Number.isInteger(count) || count < 1 || count > MAX_PROCESSES) {
    throw new Error(`${name} must be a whole number from 1 to ${MAX_PROCESSES}`);
  }
  return count;
}

/**
 * The key that seals stored secrets (mailbox passwords) when FAKTURA_SECRET_KEY is unset:
 * `<dataDir>/secret.key`, 32 random bytes as hex, created once (mode 0600) and read on every
 * later start, so what was sealed stays readable. Never printed.
 */
export function dataDirSecretKey(dataDir) {
  const file = join(dataDir, 'secret.key');
  mkdirSync(dataDir, { recursive: true });
  try {
    // `wx`: two starts at once cannot both write a key; the second reads the first's.
    writeFileSync(file, `${randomBytes(32).toString('hex')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if (error.code !== 'EEXIST') throw error;
  }
  return readFileSync(file, 'utf8').trim();
}

/**
 * The processes to supervise, each with its name, script, ready event, node flags and own
 * environment. With more than one API process, what they must share is set when unset: the
 * rate limit counts in PostgreSQL and one file-link secret signs for all (else a `file_url`
 * would open only on the process that made it). `secretKey` (the data folder's, when
 * FAKTURA_SECRET_KEY is unset) goes to every API and worker: both open mailbox passwords.
 */
export function processPlan(root, env, apiFlags, secretKey) {
  const apis = processCount(env, 'FAKTURA_API_PROCESSES');
  const workers = processCount(env, 'FAKTURA_WORKERS');
  const basePort = Number(env.PORT || 3000);
  if (!Number.isInteger(basePort) || basePort < 1 || basePort + apis - 1 > 65535) {
    throw new Error('PORT must leave room for FAKTURA_API_PROCESSES consecutive ports');
  }
  const shared =
    apis === 1
      ? {}
      : {
          FAKTURA_RATE_LIMIT_STORE: env.FAKTURA_RATE_LIMIT_STORE || 'postgres',
          FAKTURA_FILE_URL_SECRET: env.FAKTURA_FILE_URL_SECRET || randomBytes(32).toString('hex'),
        };
  const sealing = secretKey && !env.FAKTURA_SECRET_KEY ? { FAKTURA_SECRET_KEY: secretKey } : {};
  const named = (kind, count, index) => (count === 1 ? kind : `${kind}-${index + 1}`);
  return [
    ...Array.from({ length: apis }, (_, index) => ({
      name: named('api', apis, index),
      script: join(root, 'apps/api/dist/main.js'),
      readyEvent: 'listening',
      nodeFlags: apiFlags,
      env: { ...shared, ...sealing, PORT: String(basePort + index) },
    })),
    ...Array.from({ length: workers }, (_, index) => ({
      name: named('worker', workers, index),
      script: join(root, 'apps/worker/dist/main.js'),
      readyEvent: 'ready',
      nodeFlags: [],
      env: { ...sealing },
    })),
  ];
}
