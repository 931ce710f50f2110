import { createPrismaClient, type PrismaClient } from '@faktura/db';
import { client, createTestAccount, type TestAccount } from './support/test-accounts';
import { startTestApp, type TestApp } from './support/test-app';

const PATH = '/api/v1/account';
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;
// A 1x1 transparent PNG.
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const svg = (body: string) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg">${body}</svg>`).toString('base64');

/** Every field of the account's own data, as a German company would fill it in. */
const COMPLETE = {
  name: 'Alpha GmbH',
  legal_name: 'Alpha Software GmbH',
  street: 'Friedrichstraße 123',
  zip: '10117',
  city: 'Berlin',
  country_code: 'DE',
  phone: '+49 30 1234567',
  email: 'info@alpha.example',
  website: 'https://www.alpha.example',
  vat_identifier: 'DE123456789',
  tax_number: '30/123/45678',
  commercial_register: 'HRB 123456 B',
  register_court: 'Amtsgericht Charlottenburg',
  managing_directors: ['Anna Becker', 'Jonas Wolf'],
  bank_name: 'Berliner Sparkasse',
  iban: 'DE02100500000054540402',
  bic: 'BELADEBEXXX',
  qr_iban: 'CH4431999123000889012',
  sepa_creditor_id: 'DE98ZZZ09999999999',
  peppol_id: '9930:DE123456789',
  email_from_name: 'Alpha Rechnungen',
  email_from_address: 'rechnung@alpha.example',
  email_reply_to: 'buchhaltung@alpha.example',
  locale: 'de-DE',
};

describe(PATH, () => {
  let t: TestApp;
  let prisma: PrismaClient;
  let a: TestAccount;
  let b: TestAccount;

  beforeAll(async () => {
    t = await startTestApp();
    prisma = createPrismaClient(t.db.url, { max: 1 });
    a = await createTestAccount(t.db.url, 'Alpha');
    b = await createTestAccount(t.db.url, 'Beta', { seller: false });
  });

  afterAll(async () => {
    await prisma.$disconnect();
    await t.close();
  });

  const api = (account: TestAccount = a) => client(t.url, account.key);
  const fieldsOf = async (body: object, status = 422) =>
    Object.keys((await api().put(PATH, body).expect(status)).body.errors);

  it('answers an untouched account with its name, country, locale and nulls', async () => {
    const response = await api(b).get(PATH).expect(200);
    expect(response.body).toEqual({
      ...Object.fromEntries(Object.keys(COMPLETE).map((key) => [key, null])),
      id: b.accountId,
      name: 'Beta',
      country_code: 'DE',
      managing_directors: [],
      locale: 'de-DE',
      logo: null,
      logo_content_type: null,
      created_at: expect.stringMatching(TIMESTAMP),
      updated_at: expect.stringMatching(TIMESTAMP),
    });
  });

  it('stores every field with PUT and answers it the way GET does', async () => {
    const put = await api()
      .put(PATH, { ...COMPLETE, logo: PNG })
      .expect(200);
    expect(put.body).toMatchObject({ ...COMPLETE, id: a.accountId, logo: PNG });
    expect(put.body.logo_content_type).toBe('image/png');
    expect((await api().get(PATH).expect(200)).body).toEqual(put.body);
    // The one-block address documents print today follows the structured fields.
    const row = await prisma.account.findUniqueOrThrow({ where: { id: a.accountId } });
    expect(row.address).toBe('Friedrichstraße 123\n10117 Berlin');
    expect(row.euMember).toBe(true);
  });

  it('changes only the fields a PATCH sends, normalising what it stores', async () => {
    const before = (await api().get(PATH).expect(200)).body;
    const patched = await api()
      .patch(PATH, {
        city: 'Potsdam',
        iban: 'de89 3704 0044 0532 0130 00',
        bic: 'cobadeff',
        locale: 'de-ch',
        website: '',
        unknown_key: 'ignored',
      })
      .expect(200);
    expect(patched.body).toEqual({
      ...before,
      city: 'Potsdam',
      iban: 'DE89370400440532013000',
      bic: 'COBADEFF',
      locale: 'de-CH',
      website: null,
      updated_at: expect.stringMatching(TIMESTAMP),
    });
    const row = await prisma.account.findUniqueOrThrow({ where: { id: a.accountId } });
    expect(row.address).toBe('Friedrichstraße 123\n10117 Potsdam');
  });

  it('moves EU membership with the country', async () => {
    await api().patch(PATH, { country_code: 'ch' }).expect(200);
    expect((await prisma.account.findUniqueOrThrow({ where: { id: a.accountId } })).euMember).toBe(
      false,
    );
    const back = await api().patch(PATH, { country_code: 'DE' }).expect(200);
    expect(back.body.country_code).toBe('DE');
    expect((await prisma.account.findUniqueOrThrow({ where: { id: a.accountId } })).euMember).toBe(
      true,
    );
  });

  it.each([
    ['iban', { iban: 'DE02100500000054540403' }],
    ['iban', { iban: 'DE0210050000005454040' }],
    ['bic', { bic: 'BELADEBEX' }],
    ['qr_iban', { qr_iban: 'CH9300762011623852957' }],
    ['qr_iban', { qr_iban: 'DE02100500000054540402' }],
    ['sepa_creditor_id', { sepa_creditor_id: 'DE97ZZZ09999999999' }],
    ['sepa_creditor_id', { sepa_creditor_id: 'DE98ZZZ0999999999' }],
    ['peppol_id', { peppol_id: '0208:0123456748' }],
    ['vat_identifier', { vat_identifier: 'DE12345678' }],
    ['vat_identifier', { vat_identifier: 'CHE-123.456.78 MWST' }],
    ['locale', { locale: 'es-ES' }],
    ['locale', { locale: null }],
    ['country_code', { country_code: 'XX' }],
    ['email', { email: 'not an address' }],
    ['email_from_address', { email_from_address: 'nobody' }],
    ['email_reply_to', { email_reply_to: 'nobody@' }],
    ['website', { website: 'javascript:alert(1)' }],
    ['name', { name: '' }],
    ['name', { name: null }],
    ['managing_directors', { managing_directors: 'Anna Becker' }],
    ['managing_directors', { managing_directors: [''] }],
    ['zip', { zip: '1'.repeat(21) }],
    ['logo', { logo: 42 }],
  ])('answers 422 naming %s', async (field, body) => {
    const response = await api().put(PATH, body).expect(422);
    expect(Object.keys(response.body.errors)).toEqual([field]);
    expect(JSON.stringify(response.body)).not.toContain(JSON.stringify(Object.values(body)[0]));
  });

  it('names every invalid field of one request at once and changes nothing', async () => {
    const before = (await api().get(PATH).expect(200)).body;
    const fields = await fieldsOf({ iban: 'DE00', vat_identifier: 'X', email: 'x', city: 'Köln' });
    expect(fields.sort()).toEqual(['email', 'iban', 'vat_identifier']);
    expect((await api().get(PATH).expect(200)).body).toEqual(before);
  });

  it('accepts the VAT ID formats of its neighbours', async () => {
    for (const id of ['ATU12345678', 'CHE-123.456.789 MWST', 'FR40303265045', 'NL123456789B01']) {
      const response = await api().patch(PATH, { vat_identifier: id }).expect(200);
      expect(response.body.vat_identifier).toBe(id.toUpperCase());
    }
  });

  it('takes an SVG logo, and refuses logos that are not PNG or SVG by their bytes', async () => {
    const logo = svg('<rect width="10" height="10" fill="#c00"/>');
    const stored = await api().patch(PATH, { logo }).expect(200);
    expect(stored.body).toMatchObject({ logo, logo_content_type: 'image/svg+xml' });

    const refused = async (value: string) =>
      (await api().patch(PATH, { logo: value }).expect(422)).body.errors.logo;
    expect(await refused(Buffer.from('%PDF-1.7\n').toString('base64'))).toEqual([
      'logo must be a PNG or SVG image',
    ]);
    expect(await refused(Buffer.from([0xff, 0xd8, 0xff, 0xe0]).toString('base64'))).toEqual([
      'logo must be a PNG or SVG image',
    ]);
    expect(await refused('not base64!')).toEqual(['logo must be base64']);
    expect(await refused(svg('<script>alert(1)</script>'))).toEqual([
      'logo must not contain scripts, event handlers or embedded content',
    ]);
    expect(await refused(svg('<rect onclick="alert(1)"/>'))).toHaveLength(1);
    const large = Buffer.alloc(1024 * 1024 + 1);
    Buffer.from(PNG, 'base64').copy(large);
    expect(await refused(large.toString('base64'))).toEqual(['logo must be at most 1 MiB']);
    // A refused logo leaves the stored one in place.
    expect((await api().get(PATH).expect(200)).body.logo).toBe(logo);
  });

  it('replaces and removes the logo without leaving its files behind', async () => {
    const logos = [PNG, svg('<rect width="1"/>'), svg('<circle r="1"/>'), PNG];
    await Promise.all(logos.map((logo) => api().patch(PATH, { logo }).expect(200)));
    expect(await prisma.storedFile.count({ where: { accountId: a.accountId } })).toBe(1);
    const cleared = await api().patch(PATH, { logo: null }).expect(200);
    expect(cleared.body).toMatchObject({ logo: null, logo_content_type: null });
    expect(await prisma.storedFile.count({ where: { accountId: a.accountId } })).toBe(0);
  });

  it('lets a read-only key read but not write', async () => {
    const reader = client(t.url, a.readOnlyKey);
    const read = await reader.get(PATH).expect(200);
    expect(read.body.id).toBe(a.accountId);
    for (const write of [
      reader.put(PATH, { city: 'Hamburg' }),
      reader.patch(PATH, { city: 'x' }),
    ]) {
      expect((await write.expect(403)).body).toEqual({ errors: ['Access denied'] });
    }
    expect((await api().get(PATH).expect(200)).body.city).toBe(read.body.city);
  });

  it('needs a key', async () => {
    await client(t.url, 'fk_unknown').get(PATH).expect(401);
  });

  it("shows and changes only the caller's own account", async () => {
    await api(b).put(PATH, { name: 'Beta AG', city: 'Zürich', iban: COMPLETE.iban }).expect(200);
    const alpha = (await api(a).get(PATH).expect(200)).body;
    expect(alpha).toMatchObject({ id: a.accountId, name: 'Alpha GmbH', city: 'Potsdam' });
    const beta = (await api(b).get(PATH).expect(200)).body;
    expect(beta).toMatchObject({ id: b.accountId, name: 'Beta AG', city: 'Zürich' });
    // An id in the body is not a way into another account.
    await api(b).put(PATH, { id: a.accountId, name: 'Hijack' }).expect(200);
    expect((await api(a).get(PATH).expect(200)).body.name).toBe('Alpha GmbH');
  });
});
