import { hookUrlProblem } from './hook-url.validator';

describe('hookUrlProblem', () => {
  it.each([
    'https://example.com',
    'https://example.com/hooks/faktura?token=abc#part',
    'HTTPS://Example.com:8443/hook',
    'http://127.0.0.1:8080/hook',
    'http://[::1]:8080/hook',
    'https://xn--bcher-kva.example/hook',
  ])('takes %s', (url) => expect(hookUrlProblem(url)).toBeNull());

  it.each([
    ['ftp://example.com/hook', 'must be an absolute http or https URL'],
    ['mailto:hooks@example.com', 'must be an absolute http or https URL'],
    ['javascript://example.com/%0aalert(1)', 'must be an absolute http or https URL'],
    ['example.com/hook', 'must be an absolute http or https URL'],
    ['/hooks/relative', 'must be an absolute http or https URL'],
    ['https:example.com', 'must be an absolute http or https URL'],
    ['https:/example.com', 'must be an absolute http or https URL'],
    ['https://', 'must be an absolute http or https URL'],
    ['https://exa mple.com', 'must be an absolute http or https URL without whitespace'],
    [
      'https://example.com/\nX-Injected: 1',
      'must be an absolute http or https URL without whitespace',
    ],
    [' https://example.com', 'must be an absolute http or https URL without whitespace'],
    ['https://user:secret@example.com/hook', 'must not contain a user name or password'],
    ['https://token@example.com/hook', 'must not contain a user name or password'],
    ['https://:secret@example.com/hook', 'must not contain a user name or password'],
  ])('refuses %j', (url, problem) => expect(hookUrlProblem(url)).toBe(problem));
});
