import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  readLiveServerFile,
  removeServerFile,
  SERVER_FILE_NAME,
  writeServerFile,
} from './server-url.file';

describe('the database server file of a data folder', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'faktura-server-file-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const url = 'postgresql://faktura:faktura@127.0.0.1:54321/faktura';
  /** The pid of a process that has ended. */
  const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid as number;

  it('names the server of a running process', () => {
    writeServerFile(dir, { url, pid: process.pid });
    expect(readLiveServerFile(dir)).toEqual({ url, pid: process.pid });
  });

  it('ignores a file whose process died (SIGKILL leaves it behind), or a damaged one', () => {
    expect(readLiveServerFile(dir)).toBeNull();
    writeServerFile(dir, { url, pid: deadPid() });
    expect(readLiveServerFile(dir)).toBeNull();
    writeFileSync(join(dir, SERVER_FILE_NAME), '{"url":"postgresql://');
    expect(readLiveServerFile(dir)).toBeNull();
  });

  it('is removed only by the process that wrote it', () => {
    writeServerFile(dir, { url, pid: process.pid });
    removeServerFile(dir, process.pid + 1);
    expect(existsSync(join(dir, SERVER_FILE_NAME))).toBe(true);
    removeServerFile(dir, process.pid);
    expect(existsSync(join(dir, SERVER_FILE_NAME))).toBe(false);
    expect(() => removeServerFile(dir, process.pid)).not.toThrow();
  });
});
