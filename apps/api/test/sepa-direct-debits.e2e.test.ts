import { expectForeignRecordHidden } from './support/tenancy-checks';
import { client, createTestAccount, type TestAccount } from './support/test-accounts';
import { startTestApp, type TestApp } from './support/test-app';

const PATH = '/api/v1/sepa_mandates';

describe('SEPA mandates', () => {
  let t: TestApp;
  let a: TestAccount;
  let b: TestAccount;
  let company: { id: number };
  let foreignCompany: { id: number };

  const api = () => client(t.url, a.key);
  const foreign = () => client(t.url, b.key);
  const body = (extra: object = {}) => ({
    company_id: company.id,
    reference: `M-${Math.random().toString(36).slice(2, 10)}`,
    signed_on: '2026-11-02',
    iban: 'DE89 3704 0044 0532 0130 00',
    debtor_name: 'Muster AG',
    ...extra,
  });
  const errorsOf = async (payload: object) =>
    Object.keys((await api().post(PATH, payload).expect(422)).body.errors);

  beforeAll(async () => {
    t = await startTestApp();
    a = await createTestAccount(t.db.url, 'Alpha');
    b = await createTestAccount(t.db.url, 'Beta');
    company = (await api().post('/api/v1/companies', { type: 'customer', name: 'Muster AG' })).body;
    foreignCompany = (
      await foreign().post('/api/v1/companies', { type: 'customer', name: 'Fremd AG' })
    ).body;
  });

  afterAll(() => t.close());

  it('creates a mandate: FRST next, active, expiring 36 months after its signature', async () => {
    const created = (
      await api()
        .post(PATH, body({ bic: 'cobadeffxxx' }))
        .expect(200)
    ).body;
    expect(created).toMatchObject({
      company: { id: company.id, name: 'Muster AG' },
      signed_on: '2026-11-02',
      scheme: 'CORE',
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
      status: 'active',
      sequence_type: 'FRST',
      last_collection_on: null,
      expires_on: '2029-11-02',
    });
    expect((await api().get(`${PATH}/${created.id}`).expect(200)).body).toEqual(created);
    const listed = await api().get(`${PATH}?company_id=${company.id}`).expect(200);
    expect(listed.body.map((row: { id: number }) => row.id)).toContain(created.id);
  });

  it('answers 422 naming the field: no signature date, bad IBAN, BIC, reference, company', async () => {
    const { signed_on: _omitted, ...unsigned } = body();
    expect(await errorsOf(unsigned)).toEqual(['signed_on']);
    expect(await errorsOf(body({ iban: 'DE89370400440532013001' }))).toEqual(['iban']);
    expect(await errorsOf(body({ bic: 'COBADEF' }))).toEqual(['bic']);
    expect(await errorsOf(body({ reference: 'M 1' }))).toEqual(['reference']);
    expect(await errorsOf(body({ reference: '/M1' }))).toEqual(['reference']);
    expect(await errorsOf(body({ scheme: 'COR1' }))).toEqual(['scheme']);
    expect(await errorsOf(body({ company_id: foreignCompany.id }))).toEqual(['company_id']);
    const taken = (await api().post(PATH, body()).expect(200)).body.reference;
    expect(await errorsOf(body({ reference: taken }))).toEqual(['reference']);
  });

  it('changes, revokes once, and deletes an unused mandate', async () => {
    const mandate = (await api().post(PATH, body()).expect(200)).body;
    const changed = await api()
      .put(`${PATH}/${mandate.id}`, { scheme: 'B2B', debtor_name: 'Muster Holding AG' })
      .expect(200);
    expect(changed.body).toMatchObject({ scheme: 'B2B', debtor_name: 'Muster Holding AG' });
    const revoked = await api()
      .post(`${PATH}/${mandate.id}/revoke`, { revoked_on: '2026-12-01', reason: 'Contract ended' })
      .expect(200);
    expect(revoked.body).toMatchObject({
      status: 'revoked',
      revoked_on: '2026-12-01',
      revocation_reason: 'Contract ended',
      sequence_type: null,
    });
    await api().post(`${PATH}/${mandate.id}/revoke`, { reason: 'again' }).expect(422);
    await api().delete(`${PATH}/${mandate.id}`).expect(204);
    await api().get(`${PATH}/${mandate.id}`).expect(404);
  });

  it('hides another account’s mandates (404) and leaves them untouched', async () => {
    const theirs = (
      await foreign()
        .post(PATH, body({ company_id: foreignCompany.id }))
        .expect(200)
    ).body;
    await expectForeignRecordHidden(api(), foreign(), PATH, theirs, {
      body: { debtor_name: 'Hijack' },
      field: 'debtor_name',
    });
    await api().post(`${PATH}/${theirs.id}/revoke`, { reason: 'x' }).expect(404);
  });

  it('keeps the creditor identifier on the account, refusing a wrong one', async () => {
    const put = await api().put('/api/v1/account', { sepa_creditor_id: 'de98 zzz0 9999 9999 99' });
    expect(put.status).toBe(200);
    expect(put.body.sepa_creditor_id).toBe('DE98ZZZ09999999999');
    const wrong = await api()
      .put('/api/v1/account', { sepa_creditor_id: 'DE97ZZZ09999999999' })
      .expect(422);
    expect(Object.keys(wrong.body.errors)).toEqual(['sepa_creditor_id']);
  });
});
