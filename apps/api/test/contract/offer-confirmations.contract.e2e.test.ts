import { binary } from '../support/binary';
import { client, createTestAccount, type TestAccount } from '../support/test-accounts';
import { startTestApp, type TestApp } from '../support/test-app';
import { ContractChecker } from './contract-checker';
import { OFFER_CONFIRMATIONS_CONTRACT } from './schemas/offer-confirmations.schemas';

describe('contract: offer confirmations', () => {
  const checker = new ContractChecker(OFFER_CONFIRMATIONS_CONTRACT);
  let t: TestApp;
  let a: TestAccount;

  beforeAll(async () => {
    t = await startTestApp({}, { worker: true });
    a = await createTestAccount(t.db.url, 'Alpha');
  });

  afterAll(async () => {
    await t.close();
  });

  const api = () => client(t.url, a.key);
  const path = '/api/v1/offer_confirmations';
  const offer = async (title: string) =>
    (
      await api()
        .post('/api/v1/offers', {
          recipient_address: 'Kunde AG\nHauptstrasse 1\n8000 Zürich',
          date: '2026-03-02',
          due_date: '2026-04-01',
          title,
          tax: 8.1,
          currency: 'CHF',
          salutation: '<p>Vielen Dank für Ihren Auftrag.</p>',
          items: [{ type: 'item', title: 'Konzept', quantity: 3, unit: 'h', unit_price: 150 }],
        })
        .expect(201)
    ).body as { id: number };

  it('offer confirmations', async () => {
    const website = await offer('Website Relaunch');
    const created = await api().post(path, {
      offer_id: website.id,
      title: 'Auftragsbestätigung – Website Relaunch',
      date: '2026-03-15',
    });
    checker.check('POST /offer_confirmations', created);
    const id = (created.body as { id: number }).id;
    await api()
      .post(path, { offer_id: (await offer('Wartung 2026')).id })
      .expect(200);
    checker.check('GET /offer_confirmations', await api().get(path));
    checker.check('GET /offer_confirmations/{id}', await api().get(`${path}/${id}`));
    checker.check(
      'PUT /offer_confirmations/{id}',
      await api().put(`${path}/${id}`, { title: 'Updated title', date: '2026-04-01' }),
    );
    checker.check(
      'PATCH /offer_confirmations/{id}',
      await api().patch(`${path}/${id}`, {
        footer_raw: '<p>Freundliche Grüsse<br>Michael Mustermann</p>',
      }),
    );
    checker.check(
      'GET /offer_confirmations/{id}.pdf',
      await api().get(`${path}/${id}.pdf`).buffer(true).parse(binary),
    );
    checker.check('DELETE /offer_confirmations/{id}', await api().delete(`${path}/${id}`));
  });

  it('checked every operation of the group', () => expect(checker.unchecked()).toEqual([]));
});
