import { linkHeader, MAX_LINK_HEADER_LENGTH } from './page.interceptor';

const url = (query: string) => new URL(`http://localhost:3000/api/v1/users?${query}`);

describe('linkHeader', () => {
  it('links next, prev, first and last, keeping the other parameters', () => {
    expect(linkHeader(url('tags=a&page=2'), 2, 3)).toBe(
      [
        '<http://localhost:3000/api/v1/users?tags=a&page=3>; rel="next"',
        '<http://localhost:3000/api/v1/users?tags=a&page=1>; rel="prev"',
        '<http://localhost:3000/api/v1/users?tags=a&page=1>; rel="first"',
        '<http://localhost:3000/api/v1/users?tags=a&page=3>; rel="last"',
      ].join(', '),
    );
  });

  it('sends only next when all four would be too long', () => {
    const links = linkHeader(url(`a=${'x'.repeat(3000)}`), 1, 2)!;
    expect(links.length).toBeLessThanOrEqual(MAX_LINK_HEADER_LENGTH);
    expect(links).toMatch(/^<[^>]+page=2>; rel="next"$/);
  });

  it('sends no Link header at all when even next would be too long, or there is none', () => {
    expect(linkHeader(url(`a=${'x'.repeat(5000)}&b=${'y'.repeat(5000)}`), 1, 2)).toBeNull();
    expect(linkHeader(url(`a=${'x'.repeat(3000)}`), 2, 2)).toBeNull();
  });
});
