import { resolvePublicUrl } from './public-url';

describe('resolvePublicUrl', () => {
  it('defaults to the API on localhost at the port', () => {
    expect(resolvePublicUrl(undefined, 3000)).toBe('http://localhost:3000');
    expect(resolvePublicUrl('', 8080)).toBe('http://localhost:8080');
  });

  it('drops trailing slashes and keeps a path prefix', () => {
    expect(resolvePublicUrl('https://faktura.example.com/', 3000)).toBe(
      'https://faktura.example.com',
    );
    expect(resolvePublicUrl('https://example.com/billing//', 3000)).toBe(
      'https://example.com/billing',
    );
  });

  it('refuses what is not an http(s) URL', () => {
    expect(() => resolvePublicUrl('faktura.example.com', 3000)).toThrow('FAKTURA_PUBLIC_URL');
    expect(() => resolvePublicUrl('ftp://example.com', 3000)).toThrow('FAKTURA_PUBLIC_URL');
  });
});
