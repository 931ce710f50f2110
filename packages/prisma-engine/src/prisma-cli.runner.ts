import { spawn } from 'node:child_process';
import { join } from 'node:path';

/** Absolute path of `bin/schema-engine`, the executable the Prisma CLI runs as its engine. */
export const schemaEngineBinaryPath = join(__dirname, '..', 'bin', 'schema-engine');

/** Options of `runPrisma`. */
export interface RunPrismaOptions {
  cwd?: string;
  /** Added to (and overriding) the current environment. */
  env?: NodeJS.ProcessEnv;
  /** `pipe` (default) captures output; `inherit` shares this process's terminal. */
  stdio?: 'inherit' | 'pipe';
  /** Text written to the CLI's stdin in `pipe` mode (e.g. for `db execute --stdin`). */
  input?: string;
}

/** Exit code and, in `pipe` mode, captured output of one CLI run. */
export interface RunPrismaResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Path of the installed Prisma CLI script. */
export function prismaCliPath(): string {
  return require.resolve('prisma/build/index.js');
}

/** The environment the CLI runs with: the stand-in engine, and no update banner. */
export function prismaEnv(env: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    ...env,
    PRISMA_SCHEMA_ENGINE_BINARY: schemaEngineBinaryPath,
    PRISMA_HIDE_UPDATE_MESSAGE: '1',
  };
}

/** Runs the installed Prisma CLI with `node`, using this package's engine. */
export function runPrisma(
  args: string[],
  options: RunPrismaOptions = {},
): Promise<RunPrismaResult> {
  const stdio = options.stdio ?? 'pipe';
  const child = spawn(process.execPath, [prismaCliPath(), ...args], {
    cwd: options.cwd,
    env: prismaEnv(options.env),
    stdio: stdio === 'inherit' ? 'inherit' : ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  child.stdin?.end(options.input ?? '');
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code, signal) => {
      // A signal death has no exit code; report it the way shells do.
      const exitCode = code ?? 128 + signalNumber(signal);
      resolve({ code: exitCode, stdout, stderr });
    });
  });
}

function signalNumber(signal: NodeJS.Signals | null): number {
  const numbers: Partial<Record<NodeJS.Signals, number>> = { SIGINT: 2, SIGKILL: 9, SIGTERM: 15 };
  return (signal && numbers[signal]) ?? 1;
}
