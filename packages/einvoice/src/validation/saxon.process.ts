import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

/** The Java program that runs Saxon (one per validator, started once). */
export const VALIDATION_SERVER_SOURCE = resolve(__dirname, '../../java/ValidationServer.java');

export interface SaxonProcessOptions {
  /** The `java` executable (Java 17 runs the server from its source file). */
  java: string;
  /** Saxon-HE's jar (Debian `libsaxonhe-java`). */
  saxonJar: string;
  /** How long the JVM may take to say it is ready. */
  startTimeoutMs: number;
}

/** An answer of the server: `ok`, `refused` (a document it cannot parse) or `error`. */
export interface SaxonAnswer {
  status: 'ok' | 'refused' | 'error';
  body: string;
}

interface Pending {
  resolve: (answer: SaxonAnswer) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

/** Why a request got no answer: the process ended, or the request took too long. */
export class SaxonProcessError extends Error {
  constructor(
    message: string,
    /** The request took too long (and the JVM was ended for it). */
    readonly timedOut = false,
  ) {
    super(message);
  }
}

interface Refable {
  ref(): void;
  unref(): void;
}

/** How long a killed JVM may take to be gone before a timed-out caller is told anyway. */
const EXIT_GRACE_MS = 10_000;

const running = new Set<SaxonProcess>();

// Whatever happens to this process, no JVM of ours outlives it.
process.on('exit', () => {
  for (const saxon of running) saxon.killNow();
});

/**
 * One JVM running `ValidationServer.java` in its own process group, talking framed requests
 * over stdin/stdout. A request that takes longer than its timeout kills the JVM (its state is
 * unknown then) and is rejected once the JVM is gone; every request still waiting is rejected
 * when the JVM ends.
 */
export class SaxonProcess {
  private readonly pending = new Map<string, Pending>();
  private buffer = Buffer.alloc(0);
  private nextId = 1;
  private stderr = '';
  private exitInfo: string | null = null;
  /** Resolves when the JVM has exited, with how it ended. */
  readonly exited: Promise<string>;

  private constructor(
    private readonly child: ChildProcess,
    command: string,
  ) {
    running.add(this);
    this.exited = new Promise((resolveExit) => {
      const ended = (description: string) => {
        if (this.exitInfo !== null) return;
        this.exitInfo = description;
        running.delete(this);
        const tail = this.stderr.trim().split('\n').slice(-5).join(' | ');
        this.failAll(`the validation process ended (${description})${tail ? `: ${tail}` : ''}`);
        resolveExit(description);
      };
      child.once('exit', (code, signal) =>
        ended(signal ? `signal ${signal}` : `exit code ${code}`),
      );
      child.once('error', (error: NodeJS.ErrnoException) =>
        ended(error.code === 'ENOENT' ? `${command} not found` : error.message),
      );
    });
    child.stdout?.on('data', (chunk: Buffer) => this.receive(chunk));
    child.stderr?.on('data', (chunk: Buffer) => {
      this.stderr = (this.stderr + chunk.toString('utf8')).slice(-4000);
    });
    // A closed pipe shows up as 'exit' as well; without a listener it would throw.
    child.stdin?.on('error', () => undefined);
    this.updateRef();
  }

  /** Starts the JVM and resolves once it is ready for requests. */
  static async start(options: SaxonProcessOptions): Promise<SaxonProcess> {
    if (!existsSync(options.saxonJar)) {
      throw new SaxonProcessError(`Saxon-HE not found at ${options.saxonJar}`);
    }
    const child = spawn(
      options.java,
      [
        '-XX:+UseSerialGC',
        '-Xss8m',
        // Untrusted documents: invoices are a few levels deep, not thousands.
        '-Djdk.xml.maxElementDepth=256',
        '-cp',
        options.saxonJar,
        VALIDATION_SERVER_SOURCE,
      ],
      { detached: true, stdio: ['pipe', 'pipe', 'pipe'] },
    );
    const saxon = new SaxonProcess(child, options.java);
    await saxon.waitFor('0', options.startTimeoutMs, 'start');
    return saxon;
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  get alive(): boolean {
    return this.exitInfo === null;
  }

  /** Sends a command; resolves with the answer, rejects when the JVM ends or after `timeoutMs`. */
  request(
    command: string,
    args: readonly string[],
    payload: string,
    timeoutMs: number,
  ): Promise<SaxonAnswer> {
    if (!this.alive) {
      return Promise.reject(
        new SaxonProcessError(`the validation process ended (${this.exitInfo})`),
      );
    }
    const unusable = args.find((arg) => /[\t\n]/.test(arg));
    if (unusable !== undefined) {
      return Promise.reject(new SaxonProcessError(`unusable argument: ${unusable}`));
    }
    const id = String(this.nextId++);
    const body = Buffer.from(payload, 'utf8');
    const answer = this.waitFor(id, timeoutMs, command);
    this.child.stdin?.write(`${[id, command, ...args, body.length].join('\t')}\n`);
    this.child.stdin?.write(body);
    return answer;
  }

  /** Ends the JVM (SIGKILL to its process group: it holds nothing worth a graceful end). */
  async kill(): Promise<void> {
    this.killNow();
    await this.exited;
  }

  /** @internal SIGKILL without waiting, for the exit hook. */
  killNow(): void {
    // Once it has exited, its pid (and group) may belong to someone else.
    if (this.child.pid === undefined || !this.alive) return;
    try {
      process.kill(-this.child.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }

  private waitFor(id: string, timeoutMs: number, what: string): Promise<SaxonAnswer> {
    return new Promise((resolveAnswer, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        const message = `the validation process did not answer ${what} within ${timeoutMs} ms`;
        const fail = () => reject(new SaxonProcessError(message, true));
        this.killNow();
        // The caller hears of it once the JVM is gone (SIGKILL takes a moment; never forever).
        const fallback = setTimeout(fail, EXIT_GRACE_MS);
        void this.exited.then(() => {
          clearTimeout(fallback);
          fail();
        });
      }, timeoutMs);
      this.pending.set(id, { resolve: resolveAnswer, reject, timer });
      this.updateRef();
    });
  }

  private receive(chunk: Buffer): void {
    this.buffer = Buffer.concat([this.buffer, chunk]);
    for (;;) {
      const newline = this.buffer.indexOf(0x0a);
      if (newline < 0) return;
      const [id, status, length] = this.buffer.subarray(0, newline).toString('utf8').split('\t');
      const end = newline + 1 + Number(length);
      if (this.buffer.length < end) return;
      const body = this.buffer.subarray(newline + 1, end).toString('utf8');
      this.buffer = this.buffer.subarray(end);
      this.settle(id, status, body);
    }
  }

  private settle(id: string, status: string, body: string): void {
    const waiting = this.pending.get(id);
    if (!waiting) return;
    this.pending.delete(id);
    clearTimeout(waiting.timer);
    this.updateRef();
    if (status === 'ok' || status === 'refused' || status === 'error') {
      waiting.resolve({ status, body });
    } else if (status === 'ready') {
      waiting.resolve({ status: 'ok', body });
    } else {
      waiting.reject(new SaxonProcessError(`unexpected answer status ${status}`));
    }
  }

  private failAll(message: string): void {
    for (const [id, waiting] of this.pending) {
      clearTimeout(waiting.timer);
      this.pending.delete(id);
      waiting.reject(new SaxonProcessError(message));
    }
    this.updateRef();
  }

  /** An idle JVM does not keep Node running; one with requests in flight does. */
  private updateRef(): void {
    const busy = this.pending.size > 0 && this.alive;
    const { stdin, stdout, stderr } = this.child;
    // The pipes are sockets: they have ref() and unref(), which their stream types do not show.
    for (const handle of [this.child, stdin, stdout, stderr] as unknown as Refable[]) {
      if (busy) handle?.ref();
      else handle?.unref();
    }
  }
}
