import { swaggerProperty, validateBody } from '../../../test/support/dto-checks';
import {
  CustomPropertiesField,
  IdListField,
  NestedField,
  NestedListField,
  TagNamesField,
  TagsField,
} from './collection-field.decorators';
import { TextField } from './field-decorators';

class Part {
  @TextField({ maxLength: 10 }) name!: string;
}

class Sample {
  @TagsField({ optional: true, example: ['vip'] }) tags?: string[];
  @CustomPropertiesField({ optional: true }) custom_properties?: Record<string, unknown>;
  @IdListField({ maxSize: 2, notEmpty: true, optional: true }) ids?: number[];
  @NestedField(Part, { nullable: true }) part?: Part | null;
  @NestedListField(Part, { minSize: 1, maxSize: 2, optional: true }) parts?: Part[];
}

describe('collection field decorators', () => {
  it('accepts lists, objects and nested bodies of the right shape', async () => {
    const { value, errors } = await validateBody(Sample, {
      tags: ['vip', 'b2b'],
      custom_properties: { cost_center: 'North' },
      ids: [1, 2],
      part: { name: 'a' },
      parts: [{ name: 'b' }],
    });
    expect(errors).toBeUndefined();
    expect(value?.part).toBeInstanceOf(Part);
    expect((value?.parts as unknown[])[0]).toBeInstanceOf(Part);
  });

  it('names the element or nested field that is wrong', async () => {
    const { errors } = await validateBody(Sample, {
      tags: ['x'.repeat(101)],
      custom_properties: ['not', 'an', 'object'],
      ids: [1, 0, 3],
      part: { name: 5 },
      parts: [{ name: 'ok' }, {}, { name: 'c' }],
    });
    expect(errors).toEqual({
      tags: ['each value in tags must be shorter than or equal to 100 characters'],
      custom_properties: ['custom_properties must be an object'],
      ids: [
        'each value in ids must not be less than 1',
        'ids must contain no more than 2 elements',
      ],
      'part.name': ['name must be shorter than or equal to 10 characters', 'name must be a string'],
      parts: ['parts must contain no more than 2 elements'],
      'parts[1].name': ['is required'],
    });
  });

  it('refuses a nested body left out, null where only optional, or a list instead', async () => {
    class Wrapper {
      @NestedField(Part) part!: Part;
      @NestedField(Part, { optional: true }) extra?: Part;
      @NestedListField(Part, { optional: true }) parts?: Part[];
    }
    expect((await validateBody(Wrapper, {})).errors).toEqual({ part: ['is required'] });
    const nested = 'must be either object or array';
    expect(
      (await validateBody(Wrapper, { part: [[]], extra: null, parts: [[], 'x'] })).errors,
    ).toEqual({
      part: ['part must be an object'],
      extra: ['extra must be an object', `nested property extra ${nested}`],
      parts: ['each value in parts must be an object'],
      'parts[1]': [`each value in nested property parts ${nested}`],
    });
    expect((await validateBody(Wrapper, { part: { name: 'a' } })).errors).toBeUndefined();
  });

  it('refuses an empty ID list where one is needed', async () => {
    expect((await validateBody(Sample, { ids: [] })).errors).toEqual({
      ids: ['ids should not be empty'],
    });
  });

  it('documents lists as arrays and custom properties as an open object', () => {
    expect(swaggerProperty(Sample, 'tags')).toMatchObject({
      type: String,
      isArray: true,
      example: ['vip'],
    });
    expect(swaggerProperty(Sample, 'ids')).toMatchObject({ type: Number, isArray: true });
    expect(swaggerProperty(Sample, 'custom_properties')).toMatchObject({
      type: 'object',
      additionalProperties: true,
    });
    expect(swaggerProperty(Sample, 'part')).toMatchObject({ type: Part, nullable: true });
  });

  it('takes tag names as a list or as one comma-separated text, checking each', async () => {
    class Names {
      @TagNamesField() tags!: string[];
    }
    expect((await validateBody(Names, { tags: ['a', 'b'] })).value?.tags).toEqual(['a', 'b']);
    expect((await validateBody(Names, { tags: 'a, b' })).value?.tags).toEqual(['a', ' b']);
    expect((await validateBody(Names, {})).errors).toEqual({ tags: ['is required'] });
    expect((await validateBody(Names, { tags: [1] })).errors?.tags).toContain(
      'each value in tags must be a string',
    );
    expect((await validateBody(Names, { tags: 'x'.repeat(101) })).errors).toEqual({
      tags: ['each value in tags must be shorter than or equal to 100 characters'],
    });
    expect(swaggerProperty(Names, 'tags')).toMatchObject({
      oneOf: [{ type: 'array', items: { type: 'string', maxLength: 100 } }, { type: 'string' }],
    });
  });
});
