import {
  type ArgsSpec,
  parseCommandArgs,
  readCurrency,
  readEmail,
  readId,
  readText,
} from './cli-args.parser';
import { UsageError } from './cli.errors';

const spec: ArgsSpec = {
  options: {
    account: { type: 'string', required: true },
    name: { type: 'string' },
    'read-only': { type: 'boolean' },
  },
};

describe('parseCommandArgs', () => {
  it('reads --option value, --option=value and flags', () => {
    expect(parseCommandArgs(['--account', '4', '--name=My key', '--read-only'], spec)).toEqual({
      options: { account: '4', name: 'My key', 'read-only': true },
      positionals: [],
    });
  });

  it('keeps values that start with a single dash or contain "="', () => {
    const parsed = parseCommandArgs(['--account=7', '--name', '-a=b'], spec);
    expect(parsed.options).toEqual({ account: '7', name: '-a=b' });
  });

  it('reads required positionals', () => {
    const parsed = parseCommandArgs(['12'], { options: {}, positionals: ['id'] });
    expect(parsed.positionals).toEqual(['12']);
  });

  it.each([
    [['--account', '1', '--colour', 'red'], 'unknown option --colour'],
    [['--name', 'x'], '--account is required'],
    [['--account'], '--account needs a value'],
    [['--account', '--read-only'], '--account needs a value'],
    [['--account', '  '], '--account needs a value'],
    [['--account', '1', '--account', '2'], '--account is given twice'],
    [['--account', '1', '--read-only=yes'], '--read-only takes no value'],
    [['--account', '1', 'extra'], 'unexpected argument "extra"'],
  ])('refuses %j with "%s"', (argv, message) => {
    expect(() => parseCommandArgs(argv, spec)).toThrow(new UsageError(message));
  });

  it('names a missing positional', () => {
    expect(() => parseCommandArgs([], { options: {}, positionals: ['id'] })).toThrow(
      new UsageError('<id> is required'),
    );
  });
});

describe('value readers', () => {
  it('reads IDs as positive whole numbers within the int column', () => {
    expect(readId('42', '--account')).toBe(42);
    for (const bad of ['0', '-1', '1.5', 'abc', '01', '2147483648', '1e3']) {
      expect(() => readId(bad, '--account')).toThrow(
        new UsageError('--account must be a positive whole number'),
      );
    }
  });

  it('trims texts and refuses empty or overlong ones', () => {
    expect(readText('  Muster GmbH ', '--name')).toBe('Muster GmbH');
    expect(() => readText('   ', '--name')).toThrow(new UsageError('--name must not be empty'));
    expect(() => readText('x'.repeat(201), '--name')).toThrow(
      new UsageError('--name must be at most 200 characters'),
    );
  });

  it('checks the shape of e-mail addresses', () => {
    expect(readEmail(' anna@example.com ', '--email')).toBe('anna@example.com');
    for (const bad of ['anna', 'anna@', '@example.com', 'anna@example', 'a b@example.com']) {
      expect(() => readEmail(bad, '--email')).toThrow(
        new UsageError('--email must be an e-mail address'),
      );
    }
  });

  it('upper-cases currency codes and refuses anything else', () => {
    expect(readCurrency('chf', '--currency')).toBe('CHF');
    for (const bad of ['EURO', 'E1R', '€', '']) {
      expect(() => readCurrency(bad, '--currency')).toThrow(
        new UsageError('--currency must be a currency code such as EUR'),
      );
    }
  });
});
