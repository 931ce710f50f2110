import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..', '..', '..');
// The pnpm `npm test` set up (scripts/lib/toolchain.mjs), also when jest runs by hand.
const TOOLS_PNPM = join(ROOT, '.tools', 'node_modules', '.bin', 'pnpm');
const PNPM = existsSync(TOOLS_PNPM) ? TOOLS_PNPM : 'pnpm';

/** Output of a command, or an error carrying what it printed. */
function run(command: string, args: string[], cwd: string): string {
  try {
    return execFileSync(command, args, {
      cwd,
      encoding: 'utf8',
      stdio: 'pipe',
      env: { ...process.env, npm_config_audit: 'false', npm_config_fund: 'false' },
    });
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string; message: string };
    const output = `${failed.stdout ?? ''}${failed.stderr ?? ''}` || failed.message;
    throw new Error(`${command} ${args.join(' ')} failed:\n${output}`);
  }
}

/**
 * A project outside the workspace that installed packages of it from `pnpm pack` tarballs, the way
 * another team would: npm, its own node_modules, nothing linked. Folders `esm/` and `cjs/` in it
 * are consumers of each module kind; `remove` deletes it all.
 */
export class OutsideProject {
  private constructor(readonly dir: string) {}

  /** Packs the workspace packages and installs the tarballs into a new temporary project. */
  static create(packages: readonly string[]): OutsideProject {
    const dir = mkdtempSync(join(tmpdir(), 'faktura-outside-'));
    const tarballs = join(dir, 'tarballs');
    mkdirSync(tarballs);
    for (const name of packages) {
      run(PNPM, ['--filter', name, 'pack', '--pack-destination', tarballs], ROOT);
    }
    writeFileSync(
      join(dir, 'package.json'),
      JSON.stringify({ name: 'outside-consumer', version: '1.0.0', private: true }),
    );
    const files = readdirSync(tarballs).map((file) => join(tarballs, file));
    run('npm', ['install', '--no-save', '--prefer-offline', ...files], dir);
    return new OutsideProject(dir);
  }

  /** Writes a consumer: `source` as index.ts in `kind`/, strict, module kind from package.json. */
  writeConsumer(kind: 'esm' | 'cjs', source: string): void {
    const folder = join(this.dir, kind);
    mkdirSync(folder, { recursive: true });
    const type = kind === 'esm' ? 'module' : 'commonjs';
    writeFileSync(join(folder, 'package.json'), JSON.stringify({ type }));
    writeFileSync(
      join(folder, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          module: 'nodenext',
          moduleResolution: 'nodenext',
          lib: ['ES2022', 'DOM'],
          strict: true,
          noEmitOnError: true,
          skipLibCheck: false,
          types: [],
          outDir: 'out',
        },
        files: ['index.ts'],
      }),
    );
    writeFileSync(join(folder, 'index.ts'), source);
  }

  /** Type-checks and compiles a consumer with the workspace's TypeScript; throws on any error. */
  compile(kind: 'esm' | 'cjs'): void {
    const tsc = require.resolve('typescript/bin/tsc');
    run(process.execPath, [tsc, '-p', join(this.dir, kind)], this.dir);
  }

  /**
   * Runs a compiled consumer with `env`; its standard output. Without blocking the test process:
   * a consumer that calls an API served by this process must not wait with the event loop stopped.
   */
  runConsumer(kind: 'esm' | 'cjs', env: Record<string, string> = {}): Promise<string> {
    return new Promise((resolve, reject) => {
      execFile(
        process.execPath,
        [join(this.dir, kind, 'out', 'index.js')],
        { cwd: join(this.dir, kind), encoding: 'utf8', env: { ...process.env, ...env } },
        (error, stdout, stderr) =>
          error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout),
      );
    });
  }

  remove(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }
}
