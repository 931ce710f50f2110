import { binary } from '../support/binary';
import { ContractChecker } from './contract-checker';
import {
  ATTACHMENT_PDF,
  type DocumentFixtures,
  type DocumentsWorld,
  startDocumentsWorld,
} from './document-fixtures';
import { OFFERS_CONTRACT } from './schemas/documents.schemas';

describe('contract: offers as the reference answers them', () => {
  const checker = new ContractChecker(OFFERS_CONTRACT);
  let world: DocumentsWorld;
  let f: DocumentFixtures;
  let offerId: number;

  const api = () => world.api();
  const offerBody = (extra: object = {}) => ({
    project_id: f.projectId,
    deal_id: f.dealId,
    contact_id: f.contactId,
    internal_contact_id: f.colleagueId,
    recipient_address: 'Kunde AG\nErika Muster\nHauptstrasse 1\n10115 Berlin',
    date: '2026-03-10',
    due_date: '2026-04-09',
    title: 'Website relaunch',
    tax: 19,
    discount: 5,
    salutation: '<p>Dear Ms Muster,</p><p>thank you for your enquiry.</p>',
    footer: '<p>Approve online: {customer_approval_link}</p>',
    tags: ['web', 'relaunch'],
    custom_properties: { 'Cost centre': 'KST-7' },
    items: [
      { type: 'title', title: 'Phase 1' },
      { type: 'description', description: '<p>Concept and design</p>' },
      {
        type: 'item',
        title: 'Concept',
        quantity: 3,
        unit: 'days',
        unit_price: 960,
        unit_cost: 500,
        revenue_category_id: f.revenueCategoryId,
      },
      { type: 'item', title: 'Hosting setup', net_total: 450, additional: true },
      { type: 'item', title: 'Extra language', net_total: 800, optional: true },
      { type: 'subtotal', subtotal_type: 'part_total' },
      { type: 'page-break' },
      { type: 'separator' },
    ],
    ...extra,
  });

  beforeAll(async () => {
    world = await startDocumentsWorld();
    f = world.fixtures;
  });

  afterAll(() => world.close());

  it('creates, lists, reads and changes an offer', async () => {
    const created = await api().post('/api/v1/offers', offerBody());
    checker.check('POST /offers', created);
    offerId = created.body.id;
    checker.check('GET /offers', await api().get('/api/v1/offers?status=created'));
    checker.check('GET /offers/{id}', await api().get(`/api/v1/offers/${offerId}`));
    checker.check(
      'PUT /offers/{id}',
      await api().put(`/api/v1/offers/${offerId}`, {
        title: 'Website relaunch, second draft',
        discount: 7.5,
      }),
    );
    checker.check(
      'PATCH /offers/{id}',
      await api().patch(`/api/v1/offers/${offerId}`, { vat_code_id: f.vatCodeId }),
    );
    checker.check(
      'PUT /offers/{id}/assign',
      await api().put(`/api/v1/offers/${offerId}/assign`, { deal_id: f.dealId }),
    );
  });

  it('answers an offer with an inline tax rate in the same shape', async () => {
    const inline = await api().post('/api/v1/offers', offerBody({ tax: 7.7 }));
    checker.check('POST /offers', inline);
    expect(inline.body.vat).not.toHaveProperty('code');
  });

  it('prints and e-mails the offer, then the offer links its PDF', async () => {
    const pdf = await api().get(`/api/v1/offers/${offerId}.pdf`).buffer(true).parse(binary);
    checker.check('GET /offers/{id}.pdf', pdf);
    const sent = await api().post(`/api/v1/offers/${offerId}/send_email`, {
      subject: 'Offer {identifier}',
      text: 'Dear Ms Muster, please find our offer attached.',
      emails_to: 'erika@kunde.example',
      emails_cc: 'chef@kunde.example',
    });
    checker.check('POST /offers/{id}/send_email', sent);
    const offer = await api().get(`/api/v1/offers/${offerId}`);
    checker.check('GET /offers/{id}', offer);
    expect(offer.body.file_url).toMatch(/\/api\/v1\/files\//);
  }, 120_000);

  it('keeps attachments', async () => {
    const path = `/api/v1/offers/${offerId}/attachments`;
    const added = await api().post(path, {
      attachment: { filename: 'terms.pdf', base64: ATTACHMENT_PDF.toString('base64') },
    });
    checker.check('POST /offers/{offer_id}/attachments', added);
    checker.check('GET /offers/{offer_id}/attachments', await api().get(path));
    checker.check(
      'DELETE /offers/{offer_id}/attachments/{id}',
      await api().delete(`${path}/${added.body.id}`),
    );
  });

  it('manages the customer approval', async () => {
    const path = `/api/v1/offers/${offerId}/customer_approval`;
    checker.check('GET /offers/{offer_id}/customer_approval', await api().get(path));
    checker.check(
      'POST /offers/{offer_id}/customer_approval/deactivate',
      await api().post(`${path}/deactivate`),
    );
    checker.check(
      'POST /offers/{offer_id}/customer_approval/activate',
      await api().post(`${path}/activate`),
    );
  });

  it('sets the status and deletes', async () => {
    checker.check(
      'PUT /offers/{id}/update_status',
      await api().put(`/api/v1/offers/${offerId}/update_status`, { status: 'accepted' }),
    );
    const spare = await api()
      .post('/api/v1/offers', offerBody({ title: 'Spare' }))
      .expect(201);
    checker.check('DELETE /offers/{id}', await api().delete(`/api/v1/offers/${spare.body.id}`));
  });

  it('checked every operation of the group', () => {
    expect(checker.unchecked()).toEqual([]);
  });
});
