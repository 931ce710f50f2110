import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * `<data dir>/database-server.json`: how to reach the embedded PostgreSQL that `npm start`'s
 * database process runs, so that the admin CLI can use it without DATABASE_URL. Written once the
 * migrations are applied, removed when that process stops; a SIGKILLed process leaves it behind,
 * which is why readers check that its pid still lives.
 */
export const SERVER_FILE_NAME = 'database-server.json';

export interface ServerFileEntry {
  /** Connection URL, password included (the file is readable by its owner only). */
  url: string;
  /** The database process (packages/db/dist/serve.js) that owns the server. */
  pid: number;
}

const fileIn = (dataDir: string) => join(dataDir, SERVER_FILE_NAME);

/** Writes the file atomically (a reader never sees half of it), readable by the owner only. */
export function writeServerFile(dataDir: string, entry: ServerFileEntry): void {
  const temporary = `${fileIn(dataDir)}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(entry)}\n`, { mode: 0o600 });
  renameSync(temporary, fileIn(dataDir));
}

/** The entry of a database process that still runs; null when there is none (or it died). */
export function readLiveServerFile(dataDir: string): ServerFileEntry | null {
  let entry: Partial<ServerFileEntry>;
  try {
    entry = JSON.parse(readFileSync(fileIn(dataDir), 'utf8')) as Partial<ServerFileEntry>;
  } catch {
    return null; // missing, or cut short by a crash while writing
  }
  if (typeof entry.url !== 'string' || !Number.isInteger(entry.pid)) return null;
  return isRunning(entry.pid as number) ? { url: entry.url, pid: entry.pid as number } : null;
}

/** Removes the file if it is still the one `pid` wrote (a newer process may own it by now). */
export function removeServerFile(dataDir: string, pid: number): void {
  try {
    const entry = JSON.parse(readFileSync(fileIn(dataDir), 'utf8')) as Partial<ServerFileEntry>;
    if (entry.pid !== pid) return;
  } catch {
    return;
  }
  rmSync(fileIn(dataDir), { force: true });
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
