import {
  BROKEN_TEXT_MESSAGE,
  NUL_MESSAGE,
  TINY_NUMBER_MESSAGE,
  unstorableFields,
} from './unstorable-input';

describe('unstorableFields', () => {
  it('names every field holding a NUL character the way clients name fields', () => {
    expect(
      unstorableFields({
        title: 'a\u0000b',
        items: [{ title: 'fine' }, { title: '\u0000' }],
        custom_properties: { Kostenstelle: ['x', 'y\u0000'] },
        fine: 'text',
      }),
    ).toEqual({
      title: [NUL_MESSAGE],
      'items[1].title': [NUL_MESSAGE],
      'custom_properties.Kostenstelle[1]': [NUL_MESSAGE],
    });
  });

  it('names a key holding a NUL character, escaped, and never a value', () => {
    const fields = unstorableFields({ custom_properties: { 'a\u0000b': 'secret-value' } });
    expect(fields).toEqual({ 'custom_properties.a\\u0000b': [NUL_MESSAGE] });
    expect(JSON.stringify(fields)).not.toContain('secret-value');
  });

  it('names entries of a top-level array by position, and a bare string body as body', () => {
    expect(unstorableFields([{ a: 1 }, { a: 'x\u0000' }])).toEqual({ '[1].a': [NUL_MESSAGE] });
    expect(unstorableFields('\u0000')).toEqual({ body: [NUL_MESSAGE] });
  });

  it('refuses non-zero numbers closer to zero than 0.000001', () => {
    expect(unstorableFields({ tax: 5e-324, fee: -1e-7, a: 0, b: 0.000001, c: 1e21 })).toEqual({
      tax: [TINY_NUMBER_MESSAGE],
      fee: [TINY_NUMBER_MESSAGE],
    });
  });

  it('refuses lone UTF-16 surrogates in values and keys, and keeps real pairs', () => {
    expect(
      unstorableFields({
        email: '\ud800',
        low: 'a\udc00b',
        emoji: '😀',
        tags: ['ok', '\udbff'],
        custom_properties: { ['\ud800x']: 1 },
      }),
    ).toEqual({
      email: [BROKEN_TEXT_MESSAGE],
      low: [BROKEN_TEXT_MESSAGE],
      'tags[1]': [BROKEN_TEXT_MESSAGE],
      'custom_properties.\\ud800x': [BROKEN_TEXT_MESSAGE],
    });
  });

  it('finds nothing in ordinary input', () => {
    expect(unstorableFields({ title: 'Ä 😀', items: [{ quantity: 1.5 }], none: null })).toEqual({});
    expect(unstorableFields(undefined)).toEqual({});
  });

  it('stops after 50 fields and does not recurse', () => {
    const many = Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`f${i}`, '\u0000']));
    expect(Object.keys(unstorableFields(many))).toHaveLength(50);
    let deep: unknown = '\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(Object.keys(unstorableFields(deep))).toHaveLength(1);
  });
});
