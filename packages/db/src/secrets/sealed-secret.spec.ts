import { randomBytes } from 'node:crypto';
import { openSecret, sealSecret, SecretKeyError, secretKeyFromEnv } from './sealed-secret';

describe('sealed secrets', () => {
  const key = randomBytes(32);

  it('opens what it sealed, and never shows the plain text in the sealed value', () => {
    const sealed = sealSecret('hunter2-mailbox', key);
    expect(sealed).toMatch(/^v1:/);
    expect(sealed).not.toContain('hunter2');
    expect(openSecret(sealed, key)).toBe('hunter2-mailbox');
    expect(sealSecret('hunter2-mailbox', key)).not.toBe(sealed);
  });

  it('refuses another key and a changed value', () => {
    const sealed = sealSecret('secret', key);
    expect(() => openSecret(sealed, randomBytes(32))).toThrow(SecretKeyError);
    const bytes = Buffer.from(sealed.slice(3), 'base64');
    bytes[bytes.length - 1] ^= 1;
    expect(() => openSecret(`v1:${bytes.toString('base64')}`, key)).toThrow(SecretKeyError);
    expect(() => openSecret('plain', key)).toThrow(SecretKeyError);
  });

  it('reads the key as hex or base64 and refuses anything else', () => {
    const hex = key.toString('hex');
    expect(secretKeyFromEnv({ FAKTURA_SECRET_KEY: hex })).toEqual(key);
    expect(secretKeyFromEnv({ FAKTURA_SECRET_KEY: key.toString('base64') })).toEqual(key);
    expect(secretKeyFromEnv({})).toBeNull();
    expect(() => secretKeyFromEnv({ FAKTURA_SECRET_KEY: 'short' })).toThrow(/32 bytes/);
    expect(() => secretKeyFromEnv({ FAKTURA_SECRET_KEY: hex.slice(2) })).toThrow(SecretKeyError);
  });
});
