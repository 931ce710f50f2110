/** The `--datasource` JSON the Prisma CLI passes to the engine. */
export interface DatasourceArg {
  url?: string;
  shadowDatabaseUrl?: string;
}

/** Everything the engine process was started with. */
export interface EngineArgs {
  datasource: DatasourceArg;
  /** Schema file paths, in the order given (`--datamodels` may repeat). */
  datamodels: string[];
  previewFeatures: string[];
  /** Set for the one-shot form `cli <command>`, e.g. `can-connect-to-database`. */
  cliCommand?: string;
  printVersion: boolean;
}

/** A command line the engine cannot run; the message is meant for a human. */
export class EngineArgsError extends Error {
  override readonly name = 'EngineArgsError';
}

const VALUE_FLAGS = new Set([
  '--datasource',
  '--datamodels',
  '--datamodel',
  '--enabled-preview-features',
  '--extension-types',
]);

/** Parses the engine's command line (`--flag value` or `--flag=value`, then `cli <command>`). */
export function parseEngineArgs(argv: readonly string[]): EngineArgs {
  const args: EngineArgs = {
    datasource: {},
    datamodels: [],
    previewFeatures: [],
    printVersion: false,
  };
  const positionals: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--version' || arg === '-V') {
      args.printVersion = true;
      continue;
    }
    if (!arg.startsWith('-')) {
      positionals.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    const flag = eq === -1 ? arg : arg.slice(0, eq);
    if (!VALUE_FLAGS.has(flag)) throw new EngineArgsError(`Unknown option: ${flag}`);
    let value: string;
    if (eq !== -1) {
      value = arg.slice(eq + 1);
    } else {
      if (i + 1 >= argv.length) throw new EngineArgsError(`Option ${flag} needs a value`);
      value = argv[++i];
    }
    applyFlag(args, flag, value);
  }
  applyPositionals(args, positionals);
  return args;
}

function applyFlag(args: EngineArgs, flag: string, value: string): void {
  switch (flag) {
    case '--datasource':
      args.datasource = parseDatasource(value);
      break;
    case '--datamodels':
    case '--datamodel':
      args.datamodels.push(value);
      break;
    case '--enabled-preview-features':
      args.previewFeatures.push(...value.split(',').filter((feature) => feature.length > 0));
      break;
    default:
      // --extension-types: the wasm engine has no use for it; accepted so the CLI can pass it.
      break;
  }
}

function applyPositionals(args: EngineArgs, positionals: string[]): void {
  if (positionals.length === 0) return;
  if (positionals[0] !== 'cli' || positionals.length !== 2) {
    throw new EngineArgsError(`Unexpected arguments: ${positionals.join(' ')}`);
  }
  args.cliCommand = positionals[1];
}

/** Parses the `--datasource` JSON; `null` URLs count as absent. */
export function parseDatasource(json: string): DatasourceArg {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch (error) {
    throw new EngineArgsError(`--datasource is not valid JSON: ${(error as Error).message}`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new EngineArgsError('--datasource must be a JSON object');
  }
  const record = parsed as Record<string, unknown>;
  const datasource: DatasourceArg = {};
  for (const key of ['url', 'shadowDatabaseUrl'] as const) {
    const value = record[key];
    if (value === undefined || value === null) continue;
    if (typeof value !== 'string')
      throw new EngineArgsError(`--datasource.${key} must be a string`);
    datasource[key] = value;
  }
  return datasource;
}
