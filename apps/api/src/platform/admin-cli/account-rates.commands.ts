import { readFileSync } from 'node:fs';
import type { Type } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { DomainError } from '@faktura/domain';
import type { PrismaClient } from '@faktura/db';
import { createFixedCostsService, SetFixedCostsDto } from '../../organisation/fixed-costs';
import { createHourlyRatesService, SetHourlyRatesDto } from '../../organisation/hourly-rates';
import { AccountDbService } from '../database';
import { toFieldErrors, VALIDATION_ERROR_OPTIONS } from '../request-validation';
import type { AdminCommand, CommandContext } from './admin-command';
import { readId } from './cli-args.parser';
import { CliFailure, UsageError } from './cli.errors';

/** `field: message; ...` of field errors, as one line. */
function problems(fieldErrors: Readonly<Record<string, readonly string[]>>): string {
  return Object.entries(fieldErrors)
    .flatMap(([field, messages]) => messages.map((message) => `${field}: ${message}`))
    .join('; ');
}

/**
 * The JSON file of `--file`, checked as the API checks a body of `type` (the same DTO
 * decorators): a file that cannot be read or parsed, or that the checks refuse, is a usage
 * error naming the fields.
 */
function readFileBody<T extends object>(path: string, type: Type<T>): T {
  let body: unknown;
  try {
    body = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    const reason = error instanceof SyntaxError ? 'is not valid JSON' : 'cannot be read';
    throw new UsageError(`--file ${reason}`);
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new UsageError('--file must hold a JSON object');
  const input = plainToInstance(type, body);
  const errors = validateSync(input, { whitelist: true, ...VALIDATION_ERROR_OPTIONS });
  if (errors.length > 0) throw new UsageError(`--file: ${problems(toFieldErrors(errors))}`);
  return input;
}

/** Runs `replace` for an existing account; refusals of the account's data are failures (1). */
async function replaceForAccount(
  accountId: number,
  prisma: PrismaClient,
  replace: (db: AccountDbService) => Promise<number>,
): Promise<number> {
  if ((await prisma.account.count({ where: { id: accountId } })) === 0)
    throw new CliFailure(`account ${accountId} not found`);
  try {
    return await replace(new AccountDbService(prisma));
  } catch (error) {
    if (DomainError.is(error) && error.code === 'validation_failed')
      throw new CliFailure(`--file: ${problems(error.fieldErrors)}`);
    throw error;
  }
}

/** A command that replaces one set of the account's data with a JSON file's. */
function fileCommand<T extends object>(spec: {
  name: string;
  summary: string;
  type: Type<T>;
  replace(db: AccountDbService, accountId: number, input: T): Promise<number>;
  done(accountId: number, count: number): string;
}): AdminCommand {
  return {
    name: spec.name,
    usage: '--account <id> --file <JSON file>',
    summary: spec.summary,
    options: {
      account: { type: 'string', required: true },
      file: { type: 'string', required: true },
    },
    async run({ args, out, prisma }: CommandContext) {
      const accountId = readId(args.options.account as string, '--account');
      const input = readFileBody(args.options.file as string, spec.type);
      const count = await replaceForAccount(accountId, prisma(), (db) =>
        spec.replace(db, accountId, input),
      );
      out(spec.done(accountId, count));
    },
  };
}

/**
 * `set-fixed-costs`: the reference lists fixed costs but has no write, so the operator sets
 * them from a file `{"fixed_costs": [{"title", "description", "payment_day", "costs":
 * [{"year", "month", "amount"}]}]}` that replaces the account's whole set.
 */
export const setFixedCostsCommand = fileCommand({
  name: 'set-fixed-costs',
  summary:
    'Replace the fixed costs of GET /account/fixed_costs with a JSON file {"fixed_costs": [...]}',
  type: SetFixedCostsDto,
  replace: (db, accountId, input) => createFixedCostsService(db).replaceAll(accountId, input),
  done: (accountId, count) => `Set ${count} fixed costs of account ${accountId}.`,
});

/**
 * `set-hourly-rates`: the reference only reads the account's hourly rates, so the operator sets
 * them from a file `{"rates": [{"currency", "hourly_rate", "task_template_id", "user_id",
 * "company_id"}]}` that replaces the account's whole set.
 */
export const setHourlyRatesCommand = fileCommand({
  name: 'set-hourly-rates',
  summary: 'Replace the rates of GET /account/hourly_rates with a JSON file {"rates": [...]}',
  type: SetHourlyRatesDto,
  replace: (db, accountId, input) => createHourlyRatesService(db).replaceAll(accountId, input),
  done: (accountId, count) => `Set ${count} hourly rates of account ${accountId}.`,
});
