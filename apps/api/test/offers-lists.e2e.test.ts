import { createPrismaClient, type CustomFieldType, type PrismaClient } from '@faktura/db';
import { client, createTestAccount, type TestAccount } from './support/test-accounts';
import { startTestApp, type TestApp } from './support/test-app';

const ids = (body: { id: number }[]) => body.map((row) => row.id);

describe('GET /api/v1/offers', () => {
  let t: TestApp;
  let a: TestAccount;
  let b: TestAccount;
  let prisma: PrismaClient;
  const made: Record<string, { id: number; identifier: string }> = {};
  const refs: Record<string, { id: number }> = {};

  const api = () => client(t.url, a.key);
  const list = async (query: string) =>
    ids((await api().get(`/api/v1/offers?${query}`).expect(200)).body);

  beforeAll(async () => {
    t = await startTestApp();
    a = await createTestAccount(t.db.url, 'Alpha');
    b = await createTestAccount(t.db.url, 'Beta');
    prisma = createPrismaClient(t.db.url, { max: 2 });
    for (const account of [a, b])
      await prisma.vatCodeSale.create({
        data: { accountId: account.accountId, code: 'V8', tax: '8.1' },
      });
    const company = (name: string) =>
      prisma.company.create({ data: { accountId: a.accountId, type: 'customer', name } });
    refs.first = await company('First');
    refs.second = await company('Second');
    refs.project = await prisma.project.create({
      data: {
        accountId: a.accountId,
        identifier: 'P1',
        name: 'P',
        companyId: refs.second.id,
        currency: 'EUR',
      },
    });
    refs.deal = await prisma.deal.create({
      data: { accountId: a.accountId, name: 'D', currency: 'EUR' },
    });
    const fields: { name: string; type: CustomFieldType; options?: string[] }[] = [
      { name: 'Channels', type: 'MultiSelect', options: ['Web', 'Fair', 'Call'] },
      { name: 'Hot', type: 'Boolean' },
      { name: 'Close', type: 'Date' },
      { name: 'Size', type: 'Select', options: ['S', 'L'] },
      { name: 'Note', type: 'String' },
    ];
    await prisma.customFieldDefinition.createMany({
      data: fields.map((field) => ({ ...field, accountId: a.accountId, entity: 'Offer' })),
    });
    const base = {
      recipient_address: 'Kunde',
      due_date: '2026-12-31',
      tax: 8.1,
      currency: 'EUR',
      salutation: 'Hello',
      footer: 'Bye',
      items: [{ type: 'item', title: 'W', quantity: 1, unit_price: 100 }],
    };
    const rows: [string, object][] = [
      [
        'alpha',
        {
          title: 'Charlie',
          date: '2026-01-15',
          company_id: refs.first.id,
          tags: ['web', 'big'],
          custom_properties: {
            Channels: ['Web', 'Fair'],
            Hot: true,
            Close: '2026-03-31',
            Size: 'S',
            Note: 'Hello World',
          },
        },
      ],
      [
        'beta',
        {
          title: 'Alpha',
          date: '2026-03-01',
          project_id: refs.project.id,
          tags: ['web'],
          custom_properties: { Channels: ['Fair', 'Call'], Hot: false, Size: 'L', Note: 'Hello' },
        },
      ],
      ['gamma', { title: 'Bravo', date: '2026-02-10', deal_id: refs.deal.id }],
    ];
    for (const [key, body] of rows)
      made[key] = (
        await api()
          .post('/api/v1/offers', { ...base, ...body })
          .expect(201)
      ).body;
    await api()
      .put(`/api/v1/offers/${made.gamma.id}/update_status`, { status: 'sent' })
      .expect(204);
    await client(t.url, b.key)
      .post('/api/v1/offers', { ...base, title: 'Other', date: '2026-01-01' })
      .expect(201);
  });

  afterAll(async () => {
    await prisma.$disconnect();
    await t.close();
  });

  it('lists only the own account, without salutation, footer and items', async () => {
    const response = await api().get('/api/v1/offers').expect(200);
    expect(ids(response.body)).toEqual([made.alpha.id, made.beta.id, made.gamma.id]);
    for (const offer of response.body) {
      expect(offer).not.toHaveProperty('salutation');
      expect(offer).not.toHaveProperty('footer');
      expect(offer).not.toHaveProperty('items');
      expect(offer).toHaveProperty('vat');
      expect(offer).toHaveProperty('custom_properties');
    }
    expect(response.body[1]).toMatchObject({
      project: { id: refs.project.id, identifier: 'P1', name: 'P' },
      company: { id: refs.second.id, name: 'Second' },
    });
  });

  it('pages with X-Page, X-Per-Page, X-Total and Link', async () => {
    const response = await api().get('/api/v1/offers?per_page=2&page=2').expect(200);
    expect(ids(response.body)).toEqual([made.gamma.id]);
    expect(response.headers['x-page']).toBe('2');
    expect(response.headers['x-per-page']).toBe('2');
    expect(response.headers['x-total']).toBe('3');
    expect(response.headers.link).toContain('rel="prev"');
    expect(response.headers.link).not.toContain('rel="next"');
    expect((await api().get('/api/v1/offers?page=9').expect(200)).body).toEqual([]);
    await api().get('/api/v1/offers?per_page=0').expect(422);
  });

  it('filters by status, date range, identifier, references and tags', async () => {
    expect(await list('status=sent')).toEqual([made.gamma.id]);
    expect(await list('from=2026-02-10')).toEqual([made.beta.id, made.gamma.id]);
    expect(await list('to=2026-02-10')).toEqual([made.alpha.id, made.gamma.id]);
    expect(await list('from=2026-02-01&to=2026-02-28')).toEqual([made.gamma.id]);
    expect(await list(`identifier=${made.beta.identifier}`)).toEqual([made.beta.id]);
    expect(await list(`company_id=${refs.first.id}`)).toEqual([made.alpha.id]);
    expect(await list(`company_id=${refs.first.id},${refs.second.id},`)).toEqual([
      made.alpha.id,
      made.beta.id,
    ]);
    expect(await list(`project_id=${refs.project.id}`)).toEqual([made.beta.id]);
    expect(await list(`deal_id=${refs.deal.id}`)).toEqual([made.gamma.id]);
    expect(await list('tags=web')).toEqual([made.alpha.id, made.beta.id]);
    expect(await list('tags=web,big')).toEqual([made.alpha.id]);
    const bad = await api()
      .get('/api/v1/offers?status=open&from=yesterday&company_id=x&ids=a&updated_after=soon')
      .expect(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(
      ['company_id', 'from', 'ids', 'status', 'updated_after'].sort(),
    );
  });

  it('sorts by sort=date|created_at|title and by sort_by', async () => {
    expect(await list('sort=title')).toEqual([made.beta.id, made.gamma.id, made.alpha.id]);
    expect(await list('sort=date')).toEqual([made.alpha.id, made.gamma.id, made.beta.id]);
    expect(await list('sort=date desc')).toEqual([made.beta.id, made.gamma.id, made.alpha.id]);
    expect(await list('sort=created_at')).toEqual([made.alpha.id, made.beta.id, made.gamma.id]);
    expect(await list('sort_by=title desc')).toEqual([made.alpha.id, made.gamma.id, made.beta.id]);
    expect(
      Object.keys((await api().get('/api/v1/offers?sort=amount').expect(422)).body.errors),
    ).toEqual(['sort']);
    await api().get('/api/v1/offers?sort_by=secret').expect(422);
  });

  it('filters by ids and updated_after', async () => {
    expect(await list(`ids=${made.gamma.id},${made.alpha.id}`)).toEqual([
      made.alpha.id,
      made.gamma.id,
    ]);
    await prisma.offer.updateMany({
      where: { accountId: a.accountId },
      data: { updatedAt: new Date('2026-01-01T00:00:00Z') },
    });
    await prisma.offer.update({
      where: { id: made.beta.id },
      data: { updatedAt: new Date('2026-01-02T00:00:00Z') },
    });
    expect(await list('updated_after=2026-01-01T00:00:00Z')).toEqual([made.beta.id]);
    expect(await list('updated_after=2026-01-02T00:00:00Z')).toEqual([]);
  });

  it('applies the custom property filter rules', async () => {
    expect(await list('custom_properties[Unknown]=x')).toEqual([]);
    expect(await list('custom_properties[Channels]=Fair')).toEqual([made.alpha.id, made.beta.id]);
    expect(
      await list('custom_properties[Channels][]=Fair&custom_properties[Channels][]=Call'),
    ).toEqual([made.beta.id]);
    expect(await list('custom_properties[Hot]=true')).toEqual([made.alpha.id]);
    expect(await list('custom_properties[Hot]=false')).toEqual([made.beta.id]);
    expect(await list('custom_properties[Close]=2026-03-31')).toEqual([made.alpha.id]);
    expect(await list('custom_properties[Size]=L')).toEqual([made.beta.id]);
    expect(await list('custom_properties[Note]=Hello')).toEqual([made.beta.id]);
    expect(await list('custom_properties[Note]=Hell')).toEqual([]);
    const bad = await api()
      .get('/api/v1/offers?custom_properties[Hot]=yes&custom_properties[Close]=31.03.2026')
      .expect(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual([
      'custom_properties[Close]',
      'custom_properties[Hot]',
    ]);
  });
});
