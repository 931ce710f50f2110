import { readdirSync, readFileSync } from 'node:fs';

/** Whether a process with this pid exists (and is not a zombie). */
export function isProcessAlive(pid: number): boolean {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return !/^State:\s+Z/m.test(status);
  } catch {
    return false;
  }
}

/** Pids of the running processes whose command line matches `pattern` (Linux /proc). */
export function processesMatching(pattern: RegExp): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const pid = Number(entry);
    try {
      const commandLine = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replace(/\0/g, ' ');
      if (pattern.test(commandLine) && isProcessAlive(pid)) pids.push(pid);
    } catch {
      // It ended while we looked.
    }
  }
  return pids;
}
