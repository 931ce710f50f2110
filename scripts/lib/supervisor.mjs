// The processes `npm start` keeps running (API and worker): each in its own process group, its
// output shown through the log output, restarted with backoff when it exits unexpectedly.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { parseLogLine } from './log-output.mjs';
import { stopChild } from './toolchain.mjs';

const FIRST_DELAY_MS = 1000;
const MAX_DELAY_MS = 30_000;
// A process that ran this long before it died starts again after the shortest delay.
const STABLE_AFTER_MS = 60_000;

/** Signals what a dead child left in its process group (it ran as the group's leader). */
function killGroup(pid) {
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // Nothing left.
  }
}

export class Supervisor {
  #processes = new Map();
  #stopping = false;

  /**
   * @param options.output    the log output (scripts/lib/log-output.mjs)
   * @param options.env       environment of every process
   * @param options.cwd       working directory of every process
   * @param options.onEvent   (name, entry) for each log line with an `event` field
   * @param options.onGiveUp  (reason) when a process dies before it was ever ready: a set-up
   *                          problem (a port in use, a bad setting) that restarting cannot fix
   */
  constructor({ output, env, cwd, onEvent, onGiveUp }) {
    Object.assign(this, { output, env, cwd, onEvent, onGiveUp });
  }

  /**
   * Starts `script` as `name` (with `nodeFlags` before it, `env` over the common environment); a
   * line with `event: readyEvent` says that it is up.
   */
  add(name, script, readyEvent, nodeFlags = [], env = {}) {
    const entry = {
      name,
      script,
      nodeFlags,
      env,
      readyEvent,
      child: null,
      timer: null,
      wasReady: false,
    };
    entry.delayMs = FIRST_DELAY_MS;
    this.#processes.set(name, entry);
    this.#launch(entry);
  }

  /** Stops every process (SIGTERM: each finishes its current work) and cancels restarts. */
  async stop() {
    this.#stopping = true;
    const running = [];
    for (const entry of this.#processes.values()) {
      clearTimeout(entry.timer);
      if (entry.child) running.push(stopChild(entry.child));
    }
    await Promise.all(running);
  }

  #launch(entry) {
    const child = spawn(process.execPath, [...entry.nodeFlags, entry.script], {
      cwd: this.cwd,
      env: { ...this.env, ...entry.env },
      // stdin stays open and unused: the process stops when it closes (the supervisor died).
      stdio: ['pipe', 'pipe', 'pipe'],
      // Own process group: Ctrl-C reaches only the supervisor, which stops things in order.
      detached: true,
    });
    entry.child = child;
    entry.startedAt = Date.now();
    const { name } = entry;
    this.output.log('start', `${name} started (pid ${child.pid})`, { child: name, pid: child.pid });
    for (const [stream, fromStderr] of [
      [child.stdout, false],
      [child.stderr, true],
    ]) {
      createInterface({ input: stream }).on('line', (line) => {
        this.output.line(name, line, fromStderr);
        const logged = parseLogLine(line);
        if (!logged?.event) return;
        if (logged.event === entry.readyEvent) entry.wasReady = true;
        this.onEvent(name, logged);
      });
    }
    child.on('exit', (code, signal) => this.#exited(entry, code, signal));
  }

  #exited(entry, code, signal) {
    killGroup(entry.child.pid);
    entry.child = null;
    if (this.#stopping) return;
    const how = signal ?? `exit code ${code}`;
    if (!entry.wasReady) {
      this.onGiveUp(`${entry.name} exited before it was ready (${how})`);
      return;
    }
    if (Date.now() - entry.startedAt >= STABLE_AFTER_MS) entry.delayMs = FIRST_DELAY_MS;
    const delayMs = entry.delayMs;
    entry.delayMs = Math.min(delayMs * 2, MAX_DELAY_MS);
    this.output.log(
      'start',
      `${entry.name} exited unexpectedly (${how}); restarting in ${delayMs / 1000} s`,
      { child: entry.name, exit_code: code, signal, restart_in_ms: delayMs },
      40,
    );
    entry.timer = setTimeout(() => {
      entry.timer = null;
      if (!this.#stopping) this.#launch(entry);
    }, delayMs);
  }
}
