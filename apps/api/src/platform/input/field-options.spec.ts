import { IsInt, Max, Min } from 'class-validator';
import { swaggerProperty, validateBody } from '../../../test/support/dto-checks';
import { field, RequiredWithout, stacked } from './field-options';
import { IdField, TextField } from './field-decorators';

class Presence {
  @IdField() required_id!: number;
  @IdField({ optional: true }) optional_id?: number;
  @IdField({ nullable: true }) nullable_id?: number | null;
  @IdField({ allowNull: true }) lenient_id?: number;
  @TextField({ maxLength: 5, nullable: true, blankToNull: true }) note?: string | null;
}

class Alternatives {
  @IdField({ optional: true, when: RequiredWithout('other_id') }) main_id?: number;
  @IdField({ optional: true }) other_id?: number;
}

class Stacked {
  @stacked(IsInt(), Min(1), Max(9)) stacked_value!: number;
  @IsInt() @Min(1) @Max(9) plain_value!: number;
  @field({}, { type: Number }, IsInt(), Min(1), Max(9)) field_value!: number;
}

describe('field presence', () => {
  it('requires a field by default, and documents it as required', async () => {
    expect((await validateBody(Presence, {})).errors).toEqual({ required_id: ['is required'] });
    expect(swaggerProperty(Presence, 'required_id').required).not.toBe(false);
  });

  it('lets an optional field be left out but refuses null', async () => {
    const body = { required_id: 1 };
    expect((await validateBody(Presence, body)).errors).toBeUndefined();
    expect((await validateBody(Presence, { ...body, optional_id: null })).errors).toEqual({
      optional_id: [
        'optional_id must not be greater than 2147483647',
        expect.any(String),
        expect.any(String),
      ],
    });
    expect(swaggerProperty(Presence, 'optional_id')).toMatchObject({ required: false });
    expect(swaggerProperty(Presence, 'optional_id')).not.toHaveProperty('nullable');
  });

  it('accepts null on nullable fields, documented or not', async () => {
    const body = { required_id: 1, nullable_id: null, lenient_id: null };
    expect((await validateBody(Presence, body)).value).toMatchObject(body);
    expect(swaggerProperty(Presence, 'nullable_id')).toMatchObject({
      type: Number,
      nullable: true,
      required: false,
    });
    expect(swaggerProperty(Presence, 'lenient_id')).not.toHaveProperty('nullable');
  });

  it('checks a field with a condition of its own only when the condition holds', async () => {
    expect((await validateBody(Alternatives, { other_id: 2 })).errors).toBeUndefined();
    expect((await validateBody(Alternatives, {})).errors).toEqual({ main_id: ['is required'] });
    expect((await validateBody(Alternatives, { main_id: null, other_id: 2 })).errors).toEqual({
      main_id: expect.arrayContaining(['main_id must be an integer number']),
    });
    expect(swaggerProperty(Alternatives, 'main_id')).toMatchObject({ required: false });
  });

  it('turns blanks into null where asked', async () => {
    const { value } = await validateBody(Presence, { required_id: 1, note: '  ' });
    expect(value?.note).toBeNull();
  });
});

describe('stacked', () => {
  it('reports messages in the order of decorators stacked by hand', async () => {
    const { errors } = await validateBody(Stacked, {
      stacked_value: 'x',
      plain_value: 'x',
      field_value: 'x',
    });
    const named = (field: string) => errors?.[field].map((message) => message.replace(field, '$'));
    expect(named('stacked_value')).toEqual(named('plain_value'));
    expect(named('field_value')).toEqual(named('plain_value'));
  });
});
