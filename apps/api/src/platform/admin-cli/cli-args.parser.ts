import { isCurrencyCode } from '@faktura/domain';
import { UsageError } from './cli.errors';

export interface OptionSpec {
  type: 'string' | 'boolean';
  required?: boolean;
}

export interface ArgsSpec {
  options: Record<string, OptionSpec>;
  /** Names of the required positional arguments, in order. */
  positionals?: string[];
}

export interface ParsedArgs {
  options: Record<string, string | boolean | undefined>;
  positionals: string[];
}

/**
 * Reads `--name value`, `--name=value` and `--flag` against a command's spec. Our own parser
 * rather than node:util's, so every mistake becomes one short line naming the option.
 */
export function parseCommandArgs(argv: readonly string[], spec: ArgsSpec): ParsedArgs {
  const options: ParsedArgs['options'] = {};
  const positionals: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (!arg.startsWith('--')) {
      positionals.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    const name = eq === -1 ? arg.slice(2) : arg.slice(2, eq);
    const option = spec.options[name];
    if (!option) throw new UsageError(`unknown option --${name}`);
    if (options[name] !== undefined) throw new UsageError(`--${name} is given twice`);
    if (option.type === 'boolean') {
      if (eq !== -1) throw new UsageError(`--${name} takes no value`);
      options[name] = true;
      continue;
    }
    const value = eq === -1 ? argv[++i] : arg.slice(eq + 1);
    if (value === undefined || value.startsWith('--') || value.trim() === '') {
      throw new UsageError(`--${name} needs a value`);
    }
    options[name] = value;
  }
  for (const [name, option] of Object.entries(spec.options)) {
    if (option.required && options[name] === undefined)
      throw new UsageError(`--${name} is required`);
  }
  const expected = spec.positionals ?? [];
  if (positionals.length < expected.length) {
    throw new UsageError(`<${expected[positionals.length]}> is required`);
  }
  if (positionals.length > expected.length) {
    throw new UsageError(`unexpected argument "${positionals[expected.length]}"`);
  }
  return { options, positionals };
}

/** A database ID given on the command line: a positive whole number. */
export function readId(value: string, label: string): number {
  const id = /^[1-9]\d{0,9}$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(id) || id > 2_147_483_647) {
    throw new UsageError(`${label} must be a positive whole number`);
  }
  return id;
}

/** A free text such as a name: trimmed, not empty, at most `max` characters. */
export function readText(value: string, label: string, max = 200): string {
  const text = value.trim();
  if (text.length === 0) throw new UsageError(`${label} must not be empty`);
  if (text.length > max) throw new UsageError(`${label} must be at most ${max} characters`);
  return text;
}

/** An e-mail address, checked for shape only (something@domain.tld). */
export function readEmail(value: string, label: string): string {
  const email = value.trim();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 254) {
    throw new UsageError(`${label} must be an e-mail address`);
  }
  return email;
}

/** An ISO 4217 code; lower case is accepted and upper-cased. */
export function readCurrency(value: string, label: string): string {
  const code = value.trim().toUpperCase();
  if (!isCurrencyCode(code)) throw new UsageError(`${label} must be a currency code such as EUR`);
  return code;
}
