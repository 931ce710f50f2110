import { readFileSync } from 'node:fs';
import { DomainError } from '@faktura/domain';
import {
  readAccountProfileInput,
  createAccountProfileService,
} from '../../organisation/account-profile';
import { createAuditRecorder } from '../../organisation/audit-events';
import { AccountDbService } from '../database';
import type { AdminCommand } from './admin-command';
import { readId } from './cli-args.parser';
import { CliFailure, UsageError } from './cli.errors';

/** Command-line option -> field of PUT /account; the logo option names a file. */
const FIELD_OF_OPTION: Readonly<Record<string, string>> = {
  name: 'name',
  'legal-name': 'legal_name',
  street: 'street',
  zip: 'zip',
  city: 'city',
  country: 'country_code',
  phone: 'phone',
  email: 'email',
  website: 'website',
  'vat-id': 'vat_identifier',
  'tax-number': 'tax_number',
  'commercial-register': 'commercial_register',
  'register-court': 'register_court',
  'managing-directors': 'managing_directors',
  'bank-name': 'bank_name',
  iban: 'iban',
  bic: 'bic',
  'qr-iban': 'qr_iban',
  'email-from-name': 'email_from_name',
  'email-from-address': 'email_from_address',
  'email-reply-to': 'email_reply_to',
  locale: 'locale',
  logo: 'logo',
};
const OPTION_OF_FIELD = Object.fromEntries(
  Object.entries(FIELD_OF_OPTION).map(([option, field]) => [field, option]),
);

export const setAccountCommand: AdminCommand = {
  name: 'set-account',
  usage:
    '--account <id> [--name <text>] [--street <text>] [--zip <text>] [--city <text>] [--country DE] ' +
    '[--iban <IBAN>] [--vat-id <id>] [--locale de-DE] [--logo <PNG or SVG file>] ' +
    '[--managing-directors "<name>; <name>"] [--clear <option>,...] (options: every field of PUT /account)',
  summary: "Change the account's own data (address, register, bank, sender, locale, logo)",
  options: {
    account: { type: 'string', required: true },
    clear: { type: 'string' },
    ...Object.fromEntries(
      Object.keys(FIELD_OF_OPTION).map((option) => [option, { type: 'string' as const }]),
    ),
  },
  async run({ args, out, prisma }) {
    const accountId = readId(args.options.account as string, '--account');
    const input = checkedInput(profileBody(args.options));
    const fields = Object.keys(input).filter(
      (field) => input[field as keyof typeof input] !== undefined,
    );
    if (fields.length === 0) throw new UsageError('give at least one field to change or --clear');
    const db = new AccountDbService(prisma());
    const service = createAccountProfileService(db, createAuditRecorder());
    try {
      // An operator's change: the audit row names no user and no key.
      await service.update({ accountId, userId: null, apiKeyId: null }, input);
    } catch (error) {
      if (DomainError.is(error) && error.code === 'not_found')
        throw new CliFailure(`account ${accountId} not found`);
      throw error;
    }
    out(
      `Updated account ${accountId}: ${fields.map((field) => `--${OPTION_OF_FIELD[field]}`).join(', ')}.`,
    );
  },
};

/** The body checked like PUT /account's; its field errors become one usage error naming options. */
function checkedInput(body: Record<string, unknown>) {
  try {
    return readAccountProfileInput(body);
  } catch (error) {
    if (!(DomainError.is(error) && error.code === 'validation_failed')) throw error;
    const problems = Object.entries(error.fieldErrors).flatMap(([field, messages]) => {
      const option = `--${OPTION_OF_FIELD[field] ?? field}`;
      return messages.map((message) =>
        message.startsWith(`${field} `)
          ? `${option}${message.slice(field.length)}`
          : `${option} ${message}`,
      );
    });
    throw new UsageError(problems.join('; '));
  }
}

/** The PUT /account body the options describe (a file's bytes for --logo). */
function profileBody(
  options: Record<string, string | boolean | undefined>,
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [option, field] of Object.entries(FIELD_OF_OPTION)) {
    const value = options[option];
    if (typeof value === 'string') body[field] = fieldValue(option, value);
  }
  for (const option of ((options.clear as string | undefined) ?? '').split(',')) {
    const name = option.trim().replace(/^--/, '');
    if (name === '') continue;
    if (!FIELD_OF_OPTION[name]) throw new UsageError(`--clear: unknown option --${name}`);
    if (body[FIELD_OF_OPTION[name]] !== undefined)
      throw new UsageError(`--${name} is given and cleared`);
    body[FIELD_OF_OPTION[name]] = name === 'managing-directors' ? [] : null;
  }
  return body;
}

function fieldValue(option: string, value: string): unknown {
  if (option === 'managing-directors') return value.split(';').map((name) => name.trim());
  if (option !== 'logo') return value;
  try {
    return readFileSync(value).toString('base64');
  } catch {
    throw new UsageError('--logo must name a readable file');
  }
}
