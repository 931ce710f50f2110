import { type ChildProcess, spawn, type SpawnOptions } from 'node:child_process';

/** How a child ended. */
export interface ChildExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** A process a test started; `stop()` ends it and everything it started, for sure. */
export interface TestChild {
  readonly child: ChildProcess;
  readonly pid: number;
  /** Everything it wrote to stdout and stderr so far. */
  output(): string;
  /**
   * Resolves with the first match of `pattern` in the output (already written or still to
   * come); rejects when the process exits first, or after `timeoutMs` as a safety net.
   */
  waitForOutput(pattern: RegExp, timeoutMs?: number): Promise<RegExpMatchArray>;
  /** Resolves when the process has exited (at once when it already has). */
  waitForExit(timeoutMs?: number): Promise<ChildExit>;
  /** Sends `signal` to the whole process group and waits for the exit. */
  kill(signal?: NodeJS.Signals): Promise<ChildExit>;
  /**
   * SIGTERM to the process group, SIGKILL after `graceMs` if it is still running; resolves when
   * the process has exited. Safe to call twice or after the process died.
   */
  stop(graceMs?: number): Promise<ChildExit>;
}

/** Generous: a loaded two-core machine is slow, and these are safety nets, not expectations. */
const DEFAULT_TIMEOUT_MS = 120_000;
const DEFAULT_GRACE_MS = 10_000;

const running = new Set<TestChild>();

// Whatever happens to the test process, no child outlives it.
process.on('exit', () => {
  for (const handle of running) signalGroup(handle.pid, 'SIGKILL');
});

/** Signals the process group (children run detached, as group leaders). */
function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // The group is gone already.
  }
}

/**
 * Starts a process for a test in its own process group (so its own children, a browser or a
 * database, are stopped with it), collecting its output. Every child started here is killed
 * when the test process exits, even if a test forgot to stop it.
 */
export function startChild(
  command: string,
  args: readonly string[],
  options: Omit<SpawnOptions, 'detached' | 'stdio'> = {},
): TestChild {
  const child = spawn(command, args, { ...options, detached: true, stdio: 'pipe' });
  if (child.pid === undefined) throw new Error(`could not start ${command}`);
  const pid = child.pid;
  let text = '';
  const collect = (chunk: Buffer) => {
    text += chunk.toString('utf8');
    child.emit('faktura:output');
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  let exit: ChildExit | null = null;
  const exited = new Promise<ChildExit>((resolve) => {
    child.once('exit', (code, signal) => {
      exit = { code, signal };
      running.delete(handle);
      resolve(exit);
    });
  });

  const withTimeout = <T>(promise: Promise<T>, timeoutMs: number, what: string) =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`${what} after ${timeoutMs} ms; output:\n${text}`)),
        timeoutMs,
      );
      promise.then(
        (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });

  const handle: TestChild = {
    child,
    pid,
    output: () => text,
    waitForOutput(pattern, timeoutMs = DEFAULT_TIMEOUT_MS) {
      const found = new Promise<RegExpMatchArray>((resolve, reject) => {
        const check = () => {
          const match = text.match(pattern);
          if (match) {
            stopListening();
            resolve(match);
          } else if (exit) {
            stopListening();
            reject(
              new Error(`exited (${JSON.stringify(exit)}) before ${pattern}; output:\n${text}`),
            );
          }
        };
        const stopListening = () => {
          child.off('faktura:output', check);
          child.off('exit', onExit);
        };
        // 'exit' can come before the last output: give the streams a turn to drain.
        const onExit = () => setImmediate(check);
        child.on('faktura:output', check);
        child.on('exit', onExit);
        check();
      });
      return withTimeout(found, timeoutMs, `no ${pattern}`);
    },
    waitForExit(timeoutMs = DEFAULT_TIMEOUT_MS) {
      return withTimeout(exited, timeoutMs, 'still running');
    },
    async kill(signal = 'SIGKILL') {
      if (!exit) signalGroup(pid, signal);
      return exited;
    },
    async stop(graceMs = DEFAULT_GRACE_MS) {
      if (exit) {
        signalGroup(pid, 'SIGKILL'); // what the leader may have left behind
        return exit;
      }
      signalGroup(pid, 'SIGTERM');
      const timer = setTimeout(() => signalGroup(pid, 'SIGKILL'), graceMs);
      const result = await exited;
      clearTimeout(timer);
      signalGroup(pid, 'SIGKILL');
      return result;
    },
  };
  running.add(handle);
  return handle;
}

/** Stops every child started with `startChild` that still runs (for an `afterAll`). */
export async function stopAllChildren(graceMs = DEFAULT_GRACE_MS): Promise<void> {
  await Promise.all([...running].map((handle) => handle.stop(graceMs)));
}
