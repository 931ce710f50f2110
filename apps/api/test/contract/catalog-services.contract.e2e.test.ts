import { createPrismaClient, type PrismaClient } from '@faktura/db';
import { client, createTestAccount, type TestAccount } from '../support/test-accounts';
import { startTestApp, type TestApp } from '../support/test-app';
import { ContractChecker } from './contract-checker';
import { CATALOG_SERVICES_CONTRACT } from './schemas/catalog-services.schemas';

const PATH = '/api/v1/account/catalog_services';
const SERVICES = '/account/catalog_services';
const ITEMS = `${SERVICES}/{catalog_service_id}/items`;

describe('contract: catalog services and their items', () => {
  const checker = new ContractChecker(CATALOG_SERVICES_CONTRACT);
  let t: TestApp;
  let prisma: PrismaClient;
  let a: TestAccount;
  let category: { id: number };

  beforeAll(async () => {
    t = await startTestApp();
    prisma = createPrismaClient(t.db.url, { max: 1 });
    a = await createTestAccount(t.db.url, 'Alpha');
    category = await prisma.revenueCategory.create({
      data: { accountId: a.accountId, name: 'Entwicklung', revenueAccount: 8400 },
    });
  });

  afterAll(async () => {
    await prisma.$disconnect();
    await t.close();
  });

  const api = () => client(t.url, a.key);

  it('catalog services', async () => {
    const created = await api().post(PATH, {
      title: 'Website-Paket',
      items: [
        { type: 'title', title: 'Konzeption' },
        {
          type: 'item',
          title: 'Workshop',
          description: '<p>Vor Ort beim Kunden</p>',
          quantity: 2,
          unit: 'Tage',
          unit_price: 1200,
          unit_cost: 700,
          revenue_category_id: category.id,
        },
        {
          type: 'item',
          title: 'Design',
          quantity: 1,
          unit: 'Pauschal',
          unit_price: 2400,
          position_group_display: 'summary',
          position_group_items: [
            { title: 'Entwurf', unit: 'h', quantity: 12, unit_price: 150, unit_cost: 80 },
            { title: 'Abstimmung', unit: 'h', quantity: 4, unit_price: 150 },
          ],
        },
        { type: 'item', title: 'Reisekosten', net_total: 180, additional: true },
        { type: 'item', title: 'Hosting (optional)', quantity: 12, unit_price: 25, optional: true },
        { type: 'subtotal', subtotal_type: 'sub_total' },
        { type: 'page-break' },
        { type: 'separator' },
      ],
    });
    checker.check(`POST ${SERVICES}`, created);
    const id = (created.body as { id: number }).id;
    await api().post(PATH, { title: 'Support', items: [] });
    checker.check(`GET ${SERVICES}`, await api().get(PATH));
    checker.check(`GET ${SERVICES}/{id}`, await api().get(`${PATH}/${id}`));
    checker.check(
      `PUT ${SERVICES}/{id}`,
      await api().put(`${PATH}/${id}`, { title: 'Website-Paket M' }),
    );
    checker.check(
      `PATCH ${SERVICES}/{id}`,
      await api().patch(`${PATH}/${id}`, { title: 'Website-Paket L' }),
    );
    checker.check(`DELETE ${SERVICES}/{id}`, await api().delete(`${PATH}/${id}`));
  });

  it('catalog service items', async () => {
    const service = await api().post(PATH, { title: 'Wartung', items: [] });
    const path = `${PATH}/${(service.body as { id: number }).id}/items`;
    const created = await api().post(path, {
      type: 'item',
      title: 'Wartungsvertrag',
      quantity: 12,
      unit: 'Monate',
      unit_price: 89,
      unit_cost: 30,
      revenue_category_id: category.id,
    });
    checker.check(`POST ${ITEMS}`, created);
    const id = (created.body as { id: number }).id;
    await api().post(path, { type: 'subtotal', part: true });
    checker.check(`GET ${ITEMS}/{id}`, await api().get(`${path}/${id}`));
    checker.check(`PUT ${ITEMS}/{id}`, await api().put(`${path}/${id}`, { quantity: 24 }));
    checker.check(
      `PATCH ${ITEMS}/{id}`,
      await api().patch(`${path}/${id}`, { description: 'Updates und Backups' }),
    );
    checker.check(`DELETE ${ITEMS}/{id}`, await api().delete(`${path}/${id}`));
  });

  it('checked every operation of the group', () => expect(checker.unchecked()).toEqual([]));
});
