import type { LookupAddress, LookupOptions } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { guardedLookup } from './guarded-lookup';

/** A resolver that knows a few names (no DNS involved). */
const names: Record<string, LookupAddress[]> = {
  'public.example': [
    { address: '93.184.215.14', family: 4 },
    { address: '2606:2800:21f:cb07:6820:80da:af6b:8b2c', family: 6 },
  ],
  'mixed.example': [
    { address: '93.184.215.14', family: 4 },
    { address: '10.0.0.5', family: 4 },
  ],
  'mapped.example': [{ address: '::ffff:169.254.169.254', family: 6 }],
  'empty.example': [],
};
const fakeResolver: LookupFunction = (hostname, _options, callback) => {
  const found = names[hostname];
  if (!found) {
    const error: NodeJS.ErrnoException = new Error(`getaddrinfo ENOTFOUND ${hostname}`);
    error.code = 'ENOTFOUND';
    callback(error, '');
    return;
  }
  callback(null, found);
};

function lookup(hostname: string, options: LookupOptions) {
  return new Promise<{ error: NodeJS.ErrnoException | null; address: unknown; family?: number }>(
    (resolve) =>
      guardedLookup(fakeResolver)(hostname, options, (error, address, family) =>
        resolve({ error, address, family }),
      ),
  );
}

describe('guardedLookup', () => {
  it('passes every address of a public name on, as a list or as the first one', async () => {
    expect(await lookup('public.example', { all: true })).toEqual({
      error: null,
      address: names['public.example'],
      family: undefined,
    });
    expect(await lookup('public.example', {})).toEqual({
      error: null,
      address: '93.184.215.14',
      family: 4,
    });
  });

  it('refuses a name when any of its addresses is refused', async () => {
    const { error } = await lookup('mixed.example', { all: true });
    expect(error?.message).toBe(
      'address 10.0.0.5 is not allowed (private): mixed.example resolves to it',
    );
    expect((await lookup('mapped.example', {})).error?.message).toMatch(
      /^address ::ffff:169\.254\.169\.254 is not allowed \(link-local\)/,
    );
  });

  it('passes resolution errors on and treats no address as not found', async () => {
    expect((await lookup('unknown.example', {})).error?.code).toBe('ENOTFOUND');
    expect((await lookup('empty.example', {})).error?.code).toBe('ENOTFOUND');
  });

  it('refuses localhost through the system resolver', async () => {
    const error = await new Promise<Error | null>((resolve) =>
      guardedLookup()('localhost', { all: true }, (failure) => resolve(failure)),
    );
    expect(error?.message).toMatch(/^address (127\.0\.0\.1|::1) is not allowed \(loopback\)/);
  });
});
