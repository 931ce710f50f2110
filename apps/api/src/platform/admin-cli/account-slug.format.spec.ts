import { slugFromName, uniqueSlug } from './account-slug.format';

describe('slugFromName', () => {
  it.each([
    ['Muster GmbH', 'muster-gmbh'],
    ['Müller & Söhne GmbH', 'mueller-soehne-gmbh'],
    ['Straße 3', 'strasse-3'],
    ['Café Crème SA', 'cafe-creme-sa'],
    ['  --ACME--  ', 'acme'],
    ['日本', 'account'],
  ])('%s -> %s', (name, slug) => {
    expect(slugFromName(name)).toBe(slug);
  });

  it('stays within 40 characters and never ends with a dash', () => {
    const slug = slugFromName(`${'a'.repeat(39)} b`);
    expect(slug).toBe('a'.repeat(39));
    expect(slugFromName('x'.repeat(100))).toHaveLength(40);
  });
});

describe('uniqueSlug', () => {
  it('numbers taken slugs from 2 on', () => {
    expect(uniqueSlug('acme', new Set())).toBe('acme');
    expect(uniqueSlug('acme', new Set(['acme']))).toBe('acme-2');
    expect(uniqueSlug('acme', new Set(['acme', 'acme-2', 'acme-3']))).toBe('acme-4');
  });
});
