import { swaggerProperty, validateBody } from '../../../test/support/dto-checks';
import {
  AmountField,
  ApiDateField,
  BooleanField,
  CurrencyField,
  EmailField,
  EmailListField,
  EnumField,
  IbanField,
  IdField,
  PercentField,
  SecretField,
  TextField,
  TimestampField,
} from './field-decorators';

class Sample {
  @IdField({ optional: true, example: 3 }) id?: number;
  @TextField({ maxLength: 3, optional: true, notEmpty: true }) code?: string;
  @TextField({ maxLength: 3, nullable: true }) note?: string | null;
  @AmountField({ optional: true }) price?: number;
  @AmountField({ signed: true, optional: true }) balance?: number;
  @PercentField({ maxDecimalPlaces: 1, optional: true }) rate?: number;
  @BooleanField({ optional: true, default: false }) flag?: boolean;
  @EnumField(['a', 'b'], { optional: true, default: 'a' }) choice?: 'a' | 'b';
  @ApiDateField({ nullable: true }) day?: string | null;
  @CurrencyField({ optional: true }) currency?: string;
  @EmailField({ nullable: true }) email?: string | null;
  @EmailListField({ maxLength: 40, nullable: true }) emails?: string | null;
  @IbanField({ nullable: true }) iban?: string | null;
  @TimestampField({ optional: true }) at?: string;
}

const errorsOf = async (body: Record<string, unknown>) => (await validateBody(Sample, body)).errors;

describe('scalar field decorators', () => {
  it('accepts a body of valid values and stores them as the services expect', async () => {
    const { value, errors } = await validateBody(Sample, {
      id: 1,
      code: 'abc',
      note: '',
      price: 0,
      balance: -5,
      rate: 8.1,
      flag: true,
      choice: 'b',
      day: '2026-02-28',
      currency: 'CHF',
      email: '',
      emails: 'a@example.com; b@example.com',
      iban: 'ch93 0076 2011 6238 5295 7',
      at: '2026-02-28T09:15:04.123+01:00',
    });
    expect(errors).toBeUndefined();
    expect(value).toMatchObject({ email: null, iban: 'CH9300762011623852957', note: '' });
  });

  it('refuses each kind of wrong value with the message of its rule', async () => {
    expect(
      await errorsOf({
        id: 0,
        code: 'abcd',
        price: -1,
        balance: 1e15,
        rate: 8.15,
        flag: 'yes',
        choice: 'c',
        day: '2026-02-30',
        currency: 'chf',
        email: 'nope',
        emails: 'a@example.com;nope',
        iban: 'CH00',
        at: '2026-02-30T10:00:00Z',
      }),
    ).toEqual({
      id: ['id must not be less than 1'],
      code: ['code must be shorter than or equal to 3 characters'],
      price: ['price must not be less than 0'],
      balance: ['balance must not be greater than 100000000000000'],
      rate: ['rate must be a number conforming to the specified constraints'],
      flag: ['flag must be a boolean value'],
      choice: ['choice must be one of the following values: a, b'],
      day: ['must be a date (YYYY-MM-DD)'],
      currency: ['currency must be three upper-case letters (ISO 4217)'],
      email: ['email must be an email'],
      emails: ['emails must be e-mail addresses separated by ;'],
      iban: ['iban must be an IBAN'],
      at: ['at must be an ISO 8601 timestamp with a time zone'],
    });
  });

  it('takes a timestamp only with its time zone, so it names one instant', async () => {
    for (const at of ['2026-02-28T10:00Z', '2026-02-28T10:00:00-05:30']) {
      expect(await errorsOf({ at })).toBeUndefined();
    }
    for (const at of ['2026-02-28T10:00:00', '2026-02-28', 'yesterday', 1772272800]) {
      expect(await errorsOf({ at })).toEqual({
        at: ['at must be an ISO 8601 timestamp with a time zone'],
      });
    }
  });

  it('refuses an empty text only where it must not be empty', async () => {
    expect(await errorsOf({ code: '' })).toEqual({ code: ['code should not be empty'] });
    expect(await errorsOf({ note: '' })).toBeUndefined();
  });

  it('documents each kind in the OpenAPI document', () => {
    expect(swaggerProperty(Sample, 'id')).toMatchObject({ type: Number, example: 3 });
    expect(swaggerProperty(Sample, 'note')).toMatchObject({ type: String, nullable: true });
    expect(swaggerProperty(Sample, 'day')).toMatchObject({
      type: String,
      format: 'date',
      nullable: true,
    });
    expect(swaggerProperty(Sample, 'choice')).toMatchObject({
      type: 'string',
      enum: ['a', 'b'],
      default: 'a',
      required: false,
    });
    expect(swaggerProperty(Sample, 'at')).toMatchObject({ type: String, format: 'date-time' });
    expect(swaggerProperty(Sample, 'flag')).toMatchObject({ type: Boolean, default: false });
    expect(swaggerProperty(Sample, 'iban')).toMatchObject({
      description: 'Checksum-validated; stored without spaces, in upper case',
    });
  });
});

describe('SecretField', () => {
  class Login {
    @SecretField({ minLength: 4, maxLength: 8 }) password!: string;
  }

  it('takes a string within its lengths and names the field otherwise', async () => {
    expect((await validateBody(Login, { password: 'abcd' })).errors).toBeUndefined();
    expect((await validateBody(Login, { password: 'abc' })).errors).toEqual({
      password: ['password must be longer than or equal to 4 characters'],
    });
    expect((await validateBody(Login, { password: 'x'.repeat(1_000_000) })).errors).toEqual({
      password: ['password must be shorter than or equal to 8 characters'],
    });
    expect((await validateBody(Login, { password: 12345 })).errors).toHaveProperty('password');
  });

  it('documents the field as a password', () => {
    expect(swaggerProperty(Login, 'password')).toMatchObject({ type: String, format: 'password' });
  });
});
