import { parseLinkHeader } from './link-header.parser.js';

describe('parseLinkHeader', () => {
  it('maps every relation to its target', () => {
    const links = parseLinkHeader(
      '<https://x.example/api/v1/invoices?page=3&per_page=2>; rel="next", ' +
        '<https://x.example/api/v1/invoices?page=1&per_page=2>; rel="first", ' +
        '<https://x.example/api/v1/invoices?page=1&per_page=2>; rel="prev", ' +
        '<https://x.example/api/v1/invoices?page=3&per_page=2>; rel="last"',
    );
    expect(Object.fromEntries(links)).toEqual({
      next: 'https://x.example/api/v1/invoices?page=3&per_page=2',
      first: 'https://x.example/api/v1/invoices?page=1&per_page=2',
      prev: 'https://x.example/api/v1/invoices?page=1&per_page=2',
      last: 'https://x.example/api/v1/invoices?page=3&per_page=2',
    });
  });

  it('reads unquoted and multiple relations and commas inside a target', () => {
    const links = parseLinkHeader('</a?tags=x,y>; rel=next, </b>; title="b"; rel="last Prev"');
    expect(Object.fromEntries(links)).toEqual({ next: '/a?tags=x,y', last: '/b', prev: '/b' });
  });

  it('is empty without a header', () => {
    expect(parseLinkHeader(null).size).toBe(0);
    expect(parseLinkHeader('').size).toBe(0);
  });
});
