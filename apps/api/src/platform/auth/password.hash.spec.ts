import { hashPassword, verifyNothing, verifyPassword } from './password.hash';

describe('password hashes (scrypt)', () => {
  it('verifies the password it was made of and no other', async () => {
    const stored = await hashPassword('correct horse battery');
    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(stored).not.toContain('correct horse');
    expect(await verifyPassword('correct horse battery', stored)).toBe(true);
    expect(await verifyPassword('correct horse batterY', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('salts every hash: one password hashed twice gives two hashes', async () => {
    const [one, two] = [await hashPassword('same password'), await hashPassword('same password')];
    expect(one).not.toBe(two);
    expect(await verifyPassword('same password', two)).toBe(true);
  });

  it('reads the parameters stored with the hash, so older costs keep working', async () => {
    const stored = (await hashPassword('a password')).replace('$32768$', '$16384$');
    // Same salt and password under other parameters: another key, so no match...
    expect(await verifyPassword('a password', stored)).toBe(false);
    // ...but the parameters were read and used, not refused.
    expect(stored.split('$')[1]).toBe('16384');
  });

  it('refuses malformed hashes instead of throwing', async () => {
    for (const stored of [
      '',
      'plain',
      'bcrypt$1$2$3$a$b',
      'scrypt$x$8$1$a$b',
      'scrypt$1024$8$1$a$b',
    ])
      expect(await verifyPassword('a password', stored)).toBe(false);
  });

  it('takes a verification’s time for nothing and says no', async () => {
    expect(await verifyNothing('whatever it is')).toBe(false);
  });
});
