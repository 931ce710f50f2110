import request from 'supertest';
import { createPrismaClient, type PrismaClient } from '@faktura/db';
import type { PgStatementCounter } from '@faktura/test-support';
import { expectPaging } from './support/list-checks';
import { client, createTestAccount, type TestAccount } from './support/test-accounts';
import { startTestApp, type TestApp } from './support/test-app';

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;
const PATH = '/api/v1/account/catalog_services';

const ITEM_KEYS = [
  'id',
  'type',
  'title',
  'description',
  'quantity',
  'unit',
  'unit_price',
  'net_total',
  'unit_cost',
  'optional',
  'part',
  'subtotal_type',
  'additional',
  'position_group_display',
  'revenue_category',
  'position_group_items',
  'created_at',
  'updated_at',
];

type Item = Record<string, unknown> & { id: number; net_total: number };
type Service = {
  id: number;
  title: string;
  items: Item[];
  created_at: string;
  updated_at: string;
};

describe('/api/v1/account/catalog_services', () => {
  let t: TestApp;
  let a: TestAccount;
  let b: TestAccount;
  let prisma: PrismaClient;
  let statements: PgStatementCounter;
  let category: { id: number };
  let foreignCategory: { id: number };
  let customer: { id: number };

  const api = () => client(t.url, a.key);
  const foreign = () => client(t.url, b.key);

  /** A workshop package: two days, a lump sum, an optional extra, the subtotal of them. */
  const packageBody = (extra: object = {}) => ({
    title: 'Website package',
    items: [
      {
        type: 'item',
        title: 'Workshop',
        description: '<p>On site</p><script>x()</script>',
        quantity: 2,
        unit: 'days',
        unit_price: 1200.5,
        unit_cost: 800,
        revenue_category_id: category.id,
      },
      { title: 'Travel', net_total: 99.99, additional: true },
      { type: 'item', title: 'Extra', quantity: 1, unit_price: 500, optional: true },
      { type: 'subtotal', part: true },
    ],
    ...extra,
  });
  const create = async (extra: object = {}): Promise<Service> =>
    (await api().post(PATH, packageBody(extra)).expect(201)).body;
  const counts = async () => ({
    services: await prisma.catalogService.count(),
    items: await prisma.catalogServiceItem.count(),
  });

  beforeAll(async () => {
    t = await startTestApp({}, { countStatements: true });
    statements = t.statements!;
    a = await createTestAccount(t.db.url, 'Alpha');
    b = await createTestAccount(t.db.url, 'Beta');
    prisma = createPrismaClient(t.db.url, { max: 2 });
    await prisma.account.update({
      where: { id: a.accountId },
      data: { defaultCurrency: 'EUR' },
    });
    category = await prisma.revenueCategory.create({
      data: { accountId: a.accountId, name: 'Consulting', revenueAccount: 8400 },
    });
    foreignCategory = await prisma.revenueCategory.create({
      data: { accountId: b.accountId, name: 'Other', revenueAccount: 8401 },
    });
    customer = await prisma.company.create({
      data: { accountId: a.accountId, type: 'customer', name: 'Kunde AG', currency: 'EUR' },
    });
  });

  afterAll(async () => {
    await prisma.$disconnect();
    await t.close();
  });

  describe('access', () => {
    it('answers 401 without a key on every route', async () => {
      for (const call of [
        request(t.url).get(PATH),
        request(t.url).get(`${PATH}/1`),
        request(t.url).post(PATH).send({ title: 'X' }),
        request(t.url).put(`${PATH}/1`).send({ title: 'X' }),
        request(t.url).patch(`${PATH}/1`).send({ title: 'X' }),
        request(t.url).delete(`${PATH}/1`),
        request(t.url).post(`${PATH}/1/items`).send({ title: 'X' }),
        request(t.url).get(`${PATH}/1/items/1`),
        request(t.url).put(`${PATH}/1/items/1`).send({ title: 'X' }),
        request(t.url).patch(`${PATH}/1/items/1`).send({ title: 'X' }),
        request(t.url).delete(`${PATH}/1/items/1`),
      ]) {
        expect((await call.expect(401)).body).toEqual({ message: 'Unauthorized' });
      }
    });

    it('lets a read-only key read but answers 403 on every write', async () => {
      const service = await create();
      const item = service.items[0];
      const readOnly = client(t.url, a.readOnlyKey);
      await readOnly.get(PATH).expect(200);
      await readOnly.get(`${PATH}/${service.id}`).expect(200);
      await readOnly.get(`${PATH}/${service.id}/items/${item.id}`).expect(200);
      const before = await counts();
      for (const call of [
        readOnly.post(PATH, packageBody()),
        readOnly.put(`${PATH}/${service.id}`, { title: 'X' }),
        readOnly.patch(`${PATH}/${service.id}`, { title: 'X' }),
        readOnly.delete(`${PATH}/${service.id}`),
        readOnly.post(`${PATH}/${service.id}/items`, { title: 'X', net_total: 1 }),
        readOnly.put(`${PATH}/${service.id}/items/${item.id}`, { title: 'X' }),
        readOnly.patch(`${PATH}/${service.id}/items/${item.id}`, { title: 'X' }),
        readOnly.delete(`${PATH}/${service.id}/items/${item.id}`),
      ]) {
        expect((await call.expect(403)).body).toEqual({ errors: ['Access denied'] });
      }
      expect(await counts()).toEqual(before);
    });
  });

  describe('services', () => {
    it('creates a service with its items (201) and computes every net total', async () => {
      const service = await create({
        items: [...packageBody().items, { title: 'Gone', net_total: 5, destroyed: true }],
      });
      expect(Object.keys(service)).toEqual(['id', 'title', 'items', 'created_at', 'updated_at']);
      expect(service.title).toBe('Website package');
      expect(service.created_at).toMatch(TIMESTAMP);
      const [workshop, travel, extra, subtotal] = service.items;
      expect(service.items).toHaveLength(4);
      expect(Object.keys(workshop)).toEqual(ITEM_KEYS);
      expect(workshop).toMatchObject({
        type: 'item',
        title: 'Workshop',
        description: '<p>On site</p>',
        quantity: 2,
        unit: 'days',
        unit_price: 1200.5,
        unit_cost: 800,
        net_total: 2401,
        optional: false,
        part: false,
        subtotal_type: null,
        additional: false,
        position_group_display: null,
        position_group_items: null,
        revenue_category: {
          id: category.id,
          name: 'Consulting',
          revenue_account: 8400,
          cost_category: null,
          assignment_kind: 'tasks_and_expenses',
        },
      });
      // The type defaults to item; a lump sum keeps its net total.
      expect(travel).toMatchObject({ type: 'item', net_total: 99.99, additional: true });
      expect(extra).toMatchObject({ optional: true, net_total: 500 });
      // The part total sums the items before it, the optional one left out.
      expect(subtotal).toMatchObject({
        type: 'subtotal',
        subtotal_type: 'part_total',
        part: true,
        net_total: 2500.99,
        title: null,
      });
    });

    it('keeps grouped items with their parts', async () => {
      const service = await create({
        items: [
          {
            title: 'Design',
            quantity: 1,
            unit_price: 600,
            position_group_display: 'summary',
            position_group_items: [
              { title: 'Concept', unit: 'h', quantity: 4, unit_price: 150, unit_cost: 90 },
              { title: 'Review', quantity: 0.5, unit_price: 0.1 },
            ],
          },
        ],
      });
      expect(service.items[0]).toMatchObject({
        position_group_display: 'summary',
        position_group_items: [
          { title: 'Concept', unit: 'h', quantity: 4, unit_price: 150, unit_cost: 90 },
          { title: 'Review', unit: '', quantity: 0.5, unit_price: 0.1, unit_cost: null },
        ],
      });
    });

    it('answers the detail and the list with the items, as created', async () => {
      const service = await create();
      expect((await api().get(`${PATH}/${service.id}`).expect(200)).body).toEqual(service);
      const listed = await api().get(`${PATH}?ids=${service.id}`).expect(200);
      expect(listed.body).toEqual([service]);
    });

    it('pages, sorts and filters by ids and updated_after', async () => {
      // Five or more, so that page 2 of 2 has a next page.
      await create();
      await create();
      await expectPaging(api, PATH, () => create(), 'title');
      const first = await create({ title: 'Alpha' });
      const second = await create({ title: 'Beta' });
      const byIds = await api().get(`${PATH}?ids=${second.id},${first.id}`).expect(200);
      expect(byIds.body.map((row: Service) => row.id)).toEqual([first.id, second.id]);
      await prisma.catalogService.update({
        where: { id: first.id },
        data: { updatedAt: new Date('2020-01-01T00:00:00Z') },
      });
      const later = await api().get(`${PATH}?updated_after=2021-01-01T00:00:00Z`).expect(200);
      expect(later.body.map((row: Service) => row.id)).toContain(second.id);
      expect(later.body.map((row: Service) => row.id)).not.toContain(first.id);
      await api().get(`${PATH}?updated_after=yesterday`).expect(422);
      await api().get(`${PATH}?sort_by=price`).expect(422);
    });

    it('changes the title by PUT and PATCH (200), items untouched', async () => {
      const service = await create();
      const put = await api().put(`${PATH}/${service.id}`, { title: 'Renamed' }).expect(200);
      expect(put.body).toMatchObject({ id: service.id, title: 'Renamed', items: service.items });
      const patch = await api().patch(`${PATH}/${service.id}`, { title: 'Patched' }).expect(200);
      expect(patch.body.title).toBe('Patched');
      const unchanged = await api().put(`${PATH}/${service.id}`, {}).expect(200);
      expect(unchanged.body.title).toBe('Patched');
    });

    it('deletes a service with its items and answers it as it was (200)', async () => {
      const service = await create();
      const deleted = await api().delete(`${PATH}/${service.id}`).expect(200);
      expect(deleted.body).toEqual(service);
      await api().get(`${PATH}/${service.id}`).expect(404);
      await api().delete(`${PATH}/${service.id}`).expect(404);
      expect(
        await prisma.catalogServiceItem.count({ where: { catalogServiceId: service.id } }),
      ).toBe(0);
    });

    it('refuses bad input with 422 naming every field, and writes nothing', async () => {
      const before = await counts();
      const cases: [object, string[]][] = [
        [{}, ['title']],
        [{ title: 'x'.repeat(10_000) }, ['title']],
        [{ title: 'y'.repeat(1_000_000) }, ['title']],
        [{ title: 7 }, ['title']],
        [{ title: 'Ok', items: 'none' }, ['items']],
        [{ title: 'Ok', items: [{ type: 'picture', net_total: 1 }] }, ['items[0].type']],
        [{ title: 'Ok', items: [{ title: 'x'.repeat(70_000), net_total: 1 }] }, ['items[0].title']],
        [{ title: 'Ok', items: [{ unit: 'u'.repeat(10_000), net_total: 1 }] }, ['items[0].unit']],
        [{ title: 'Ok', items: [{ quantity: 'two', unit_price: 1 }] }, ['items[0].quantity']],
        [
          { title: 'Ok', items: [{ type: 'subtotal', subtotal_type: 'grand_total' }] },
          ['items[0].subtotal_type'],
        ],
        [
          { title: 'Ok', items: [{ net_total: 1 }, { title: 'No price', quantity: 2 }] },
          ['items[1].net_total'],
        ],
        [
          {
            title: 'Ok',
            items: [
              { net_total: 1, revenue_category_id: category.id },
              { net_total: 1, revenue_category_id: foreignCategory.id },
            ],
          },
          ['items[1].revenue_category_id'],
        ],
        [{ title: 'Ok', items: [{ quantity: 1e12, unit_price: 1e13 }] }, ['items[0].net_total']],
        [
          { title: 'Ok', items: [{ net_total: 1, position_group_items: [{ title: 'Part' }] }] },
          [
            'items[0].position_group_items[0].quantity',
            'items[0].position_group_items[0].unit_price',
          ],
        ],
      ];
      for (const [body, fields] of cases) {
        const response = await api().post(PATH, body).expect(422);
        expect(Object.keys(response.body.errors).sort()).toEqual([...fields].sort());
      }
      expect(await counts()).toEqual(before);
    });
  });

  describe('items', () => {
    it('adds an item after the last one (201) and marks the service changed', async () => {
      const service = await create();
      const before = await prisma.catalogService.findUniqueOrThrow({ where: { id: service.id } });
      const item = await api()
        .post(`${PATH}/${service.id}/items`, {
          type: 'item',
          title: 'Hosting',
          quantity: 12,
          unit: 'months',
          unit_price: 19.9,
          revenue_category_id: category.id,
        })
        .expect(201);
      expect(Object.keys(item.body)).toEqual(ITEM_KEYS);
      expect(item.body).toMatchObject({ title: 'Hosting', net_total: 238.8, optional: false });
      const detail = (await api().get(`${PATH}/${service.id}`).expect(200)).body as Service;
      expect(detail.items.map((row) => row.id)).toEqual([
        ...service.items.map((row) => row.id),
        item.body.id,
      ]);
      const after = await prisma.catalogService.findUniqueOrThrow({ where: { id: service.id } });
      expect(after.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime());
      const read = await api().get(`${PATH}/${service.id}/items/${item.body.id}`).expect(200);
      expect(read.body).toEqual(item.body);
    });

    it('changes what PUT and PATCH send (201): absent fields kept, null clears', async () => {
      const service = await create();
      const [workshop, , , subtotal] = service.items;
      const put = await api()
        .put(`${PATH}/${service.id}/items/${workshop.id}`, { quantity: 3, unit_cost: null })
        .expect(201);
      expect(put.body).toMatchObject({
        id: workshop.id,
        title: 'Workshop',
        quantity: 3,
        unit_price: 1200.5,
        unit_cost: null,
        net_total: 3601.5,
        revenue_category: { id: category.id },
      });
      const patch = await api()
        .patch(`${PATH}/${service.id}/items/${workshop.id}`, { revenue_category_id: null })
        .expect(201);
      expect(patch.body.revenue_category).toBeNull();
      // The subtotal follows the changed item.
      const after = await api().get(`${PATH}/${service.id}/items/${subtotal.id}`).expect(200);
      expect(after.body.net_total).toBe(3701.49);
      // The legacy switch turns a part total into a running one.
      const running = await api()
        .put(`${PATH}/${service.id}/items/${subtotal.id}`, { part: false })
        .expect(201);
      expect(running.body).toMatchObject({ subtotal_type: 'sub_total', part: false });
    });

    it('deletes an item and answers it as it was (200)', async () => {
      const service = await create();
      const travel = service.items[1];
      const deleted = await api().delete(`${PATH}/${service.id}/items/${travel.id}`).expect(200);
      expect(deleted.body).toEqual(travel);
      await api().get(`${PATH}/${service.id}/items/${travel.id}`).expect(404);
      const detail = (await api().get(`${PATH}/${service.id}`).expect(200)).body as Service;
      expect(detail.items).toHaveLength(3);
      expect(detail.items[2].net_total).toBe(2401);
    });

    it('refuses bad items with 422 naming the field, and writes nothing', async () => {
      const service = await create();
      const item = service.items[0];
      const before = await counts();
      const cases: [object, string][] = [
        [{ type: 'picture' }, 'type'],
        [{ title: 'x'.repeat(70_000) }, 'title'],
        [{ unit: 'x'.repeat(10_000) }, 'unit'],
        [{ quantity: 'many' }, 'quantity'],
        [{ unit_price: 1e15 }, 'unit_price'],
        [{ optional: null }, 'optional'],
        [{ revenue_category_id: foreignCategory.id }, 'revenue_category_id'],
        [{ revenue_category_id: 0 }, 'revenue_category_id'],
        [
          { position_group_items: [{ title: 'x', quantity: 'a', unit_price: 1 }] },
          'position_group_items[0].quantity',
        ],
      ];
      for (const [body, field] of cases) {
        const created = await api().post(`${PATH}/${service.id}/items`, body).expect(422);
        expect(Object.keys(created.body.errors)).toContain(field);
        const changed = await api().put(`${PATH}/${service.id}/items/${item.id}`, body).expect(422);
        expect(Object.keys(changed.body.errors)).toContain(field);
      }
      // An item without quantity or price needs its lump sum.
      const lump = await api().post(`${PATH}/${service.id}/items`, { title: 'X' }).expect(422);
      expect(lump.body.errors).toEqual({
        net_total: ['is required for an item without quantity and unit_price'],
      });
      await api().put(`${PATH}/${service.id}/items/${item.id}`, { quantity: null }).expect(422);
      expect(await counts()).toEqual(before);
      const kept = await api().get(`${PATH}/${service.id}`).expect(200);
      expect(kept.body).toEqual(service);
    });
  });

  describe('tenancy', () => {
    it("answers 404 for another account's service and its items, and changes nothing", async () => {
      const theirs = (
        await foreign()
          .post(PATH, { title: 'Theirs', items: [{ net_total: 1 }] })
          .expect(201)
      ).body as Service;
      const theirItem = theirs.items[0];
      const mine = await create();
      const missing = await api().get(`${PATH}/99999999`).expect(404);
      const calls = [
        api().get(`${PATH}/${theirs.id}`),
        api().put(`${PATH}/${theirs.id}`, { title: 'Hijack' }),
        api().patch(`${PATH}/${theirs.id}`, { title: 'Hijack' }),
        api().delete(`${PATH}/${theirs.id}`),
        api().post(`${PATH}/${theirs.id}/items`, { net_total: 1 }),
        api().get(`${PATH}/${theirs.id}/items/${theirItem.id}`),
        api().put(`${PATH}/${theirs.id}/items/${theirItem.id}`, { title: 'Hijack' }),
        api().delete(`${PATH}/${theirs.id}/items/${theirItem.id}`),
        // Their item under my service.
        api().get(`${PATH}/${mine.id}/items/${theirItem.id}`),
        api().put(`${PATH}/${mine.id}/items/${theirItem.id}`, { title: 'Hijack' }),
        api().patch(`${PATH}/${mine.id}/items/${theirItem.id}`, { title: 'Hijack' }),
        api().delete(`${PATH}/${mine.id}/items/${theirItem.id}`),
      ];
      for (const call of calls) expect((await call.expect(404)).body).toEqual(missing.body);
      expect((await api().get(`${PATH}?ids=${theirs.id}`).expect(200)).body).toEqual([]);
      expect((await foreign().get(`${PATH}/${theirs.id}`).expect(200)).body).toEqual(theirs);
      expect((await api().get(`${PATH}/${mine.id}`).expect(200)).body).toEqual(mine);
    });

    it('answers 404 for an item of another service of the same account', async () => {
      const first = await create();
      const second = await create();
      const item = second.items[0];
      await api().get(`${PATH}/${first.id}/items/${item.id}`).expect(404);
      await api().put(`${PATH}/${first.id}/items/${item.id}`, { title: 'Moved' }).expect(404);
      await api().delete(`${PATH}/${first.id}/items/${item.id}`).expect(404);
      expect((await api().get(`${PATH}/${second.id}`).expect(200)).body).toEqual(second);
    });
  });

  describe('statements', () => {
    /** The statements of one request on a warm key cache. */
    async function statementsOf(path: string): Promise<string[]> {
      await api().get(path).expect(200);
      statements.reset();
      await api().get(path).expect(200);
      return [...statements.texts];
    }

    it('lists in two statements and reads one service or item in one, items included', async () => {
      const service = await create();
      expect(await statementsOf(`${PATH}?per_page=100`)).toHaveLength(2);
      expect(await statementsOf(`${PATH}/${service.id}`)).toHaveLength(1);
      expect(await statementsOf(`${PATH}/${service.id}/items/${service.items[0].id}`)).toHaveLength(
        1,
      );
    });
  });

  describe('as positions of offers and invoices', () => {
    const offerBody = (items: object[]) => ({
      recipient_address: 'Kunde AG\nBern',
      date: '2026-03-10',
      due_date: '2026-04-10',
      title: 'Relaunch',
      tax: 10,
      currency: 'EUR',
      items,
    });
    const invoiceBody = (items: object[]) => ({
      ...offerBody(items),
      customer_id: customer.id,
    });

    it('copies a catalog item into an offer position, fields sent winning', async () => {
      const service = await create();
      const [workshop, travel] = service.items;
      const offer = await api()
        .post(
          '/api/v1/offers',
          offerBody([
            { catalog_service_item_id: workshop.id },
            { catalog_service_item_id: workshop.id, quantity: 1, title: 'Half workshop' },
            { type: 'item', catalog_service_item_id: travel.id },
          ]),
        )
        .expect(201);
      const [copied, overridden, lump] = offer.body.items;
      expect(copied).toMatchObject({
        type: 'item',
        title: 'Workshop',
        description: '<p>On site</p>',
        quantity: 2,
        unit: 'days',
        unit_price: 1200.5,
        unit_cost: 800,
        net_total: 2401,
        revenue_category: { id: category.id },
      });
      expect(overridden).toMatchObject({ title: 'Half workshop', quantity: 1, net_total: 1200.5 });
      expect(lump).toMatchObject({ title: 'Travel', net_total: 99.99, service_type: 'expense' });
      expect(offer.body.net_total).toBe(3701.49);
      expect(offer.body.gross_total).toBe(4071.64);
    });

    it('copies a catalog item into an invoice position, with correct totals', async () => {
      const service = await create();
      const [workshop] = service.items;
      const invoice = await api()
        .post(
          '/api/v1/invoices',
          invoiceBody([{ catalog_service_item_id: workshop.id, unit_price: 1000 }]),
        )
        .expect(200);
      expect(invoice.body.items[0]).toMatchObject({
        type: 'item',
        title: 'Workshop',
        quantity: 2,
        unit: 'days',
        unit_price: 1000,
        net_total: 2000,
      });
      expect(invoice.body.net_total).toBe(2000);
      expect(invoice.body.gross_total).toBe(2200);
    });

    it('changes an offer with catalog items too', async () => {
      const service = await create();
      const offer = await api()
        .post('/api/v1/offers', offerBody([{ type: 'item', title: 'X', net_total: 1 }]))
        .expect(201);
      const changed = await api()
        .put(`/api/v1/offers/${offer.body.id}`, {
          items: [{ catalog_service_item_id: service.items[0].id }],
        })
        .expect(200);
      expect(changed.body.items[0]).toMatchObject({ title: 'Workshop', net_total: 2401 });
      expect(changed.body.net_total).toBe(2401);
    });

    it("refuses another account's or a missing catalog item with 422 naming the position", async () => {
      const theirs = (
        await foreign()
          .post(PATH, { title: 'Theirs', items: [{ net_total: 1 }] })
          .expect(201)
      ).body as Service;
      const offers = await prisma.offer.count();
      const invoices = await prisma.invoice.count();
      const items = (id: number) => [
        { type: 'item', title: 'Own', net_total: 1 },
        { catalog_service_item_id: id },
      ];
      for (const id of [theirs.items[0].id, 99999999]) {
        const offer = await api()
          .post('/api/v1/offers', offerBody(items(id)))
          .expect(422);
        expect(offer.body.errors).toEqual({
          'items[1].catalog_service_item_id': ['does not exist'],
        });
        const invoice = await api()
          .post('/api/v1/invoices', invoiceBody(items(id)))
          .expect(422);
        expect(invoice.body.errors).toEqual({
          'items[1].catalog_service_item_id': ['does not exist'],
        });
      }
      // Without a catalog item a position still needs its type.
      const untyped = await api()
        .post('/api/v1/offers', offerBody([{ title: 'No type', net_total: 1 }]))
        .expect(422);
      expect(Object.keys(untyped.body.errors)).toEqual(['items[0].type']);
      expect(await prisma.offer.count()).toBe(offers);
      expect(await prisma.invoice.count()).toBe(invoices);
    });
  });
});
