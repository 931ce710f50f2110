import request from 'supertest';
import type { Browser } from 'puppeteer-core';
import { createPrismaClient, type PrismaClient } from '@faktura/db';
import { formatAmount } from '@faktura/documents';
import { closeBrowser, launchBrowser } from './support/headless-browser';
import { client, createTestAccount, type TestAccount } from './support/test-accounts';
import { startTestApp, type TestApp } from './support/test-app';

const TOKEN_URL = /^http:\/\/127\.0\.0\.1:\d+\/project_report\/[A-Za-z0-9_-]{32}$/;
const NBSP = '\u00a0';

/** What the page shows, read in the browser (no DOM types here). */
const READ_PAGE = `(() => {
  const text = (id) => document.getElementById(id)?.textContent ?? null;
  return {
    lang: document.documentElement.lang,
    title: document.title,
    customer: text('customer'),
    budgetTotal: text('budget-total'),
    budgetUsed: text('budget-used'),
    budgetRemaining: text('budget-remaining'),
    progress: document.getElementById('budget-progress')?.value ?? null,
    hoursTotal: text('hours-total'),
    hoursBillable: text('hours-billable'),
    hoursRemaining: text('hours-remaining'),
    tasks: [...document.querySelectorAll('#tasks tbody tr')].map((row) => row.innerText),
    body: document.body.innerText,
    overflow: document.documentElement.scrollWidth > innerWidth,
  };
})()`;

/**
 * Sharing a project's report: PUT share / disable_share, the project's customer_report_url and
 * the public page behind it, over HTTP and in headless Chromium. The project (budget 5,000 EUR)
 * has 12.5 billable hours at 100 (1,250 used) and costs the customer must never see: 12.5 h at
 * an internal rate of 80 (1,000) and an expense costing 33.33.
 */
describe('project report sharing', () => {
  let t: TestApp;
  let a: TestAccount;
  let b: TestAccount;
  let prisma: PrismaClient;
  let browser: Browser | undefined;
  let projectId: number;
  let foreignProjectId: number;

  const api = () => client(t.url, a.key);
  const share = (id: number, key = a.key) => client(t.url, key).put(`/api/v1/projects/${id}/share`);
  const disable = (id: number, key = a.key) =>
    client(t.url, key).put(`/api/v1/projects/${id}/disable_share`);
  const project = async (id = projectId) =>
    (await api().get(`/api/v1/projects/${id}`).expect(200)).body as {
      customer_report_url: string | null;
      updated_at: string;
    };

  async function createProject(account: TestAccount, name: string, body: object = {}) {
    const company = await prisma.company.create({
      data: { accountId: account.accountId, type: 'customer', name: 'Kunde <b>AG</b>' },
    });
    const created = await client(t.url, account.key)
      .post('/api/v1/projects', { name, company_id: company.id, currency: 'EUR', ...body })
      .expect(200);
    return created.body as { id: number; identifier: string };
  }

  beforeAll(async () => {
    t = await startTestApp();
    a = await createTestAccount(t.db.url, 'Alpha');
    b = await createTestAccount(t.db.url, 'Beta');
    prisma = createPrismaClient(t.db.url, { max: 1 });
    projectId = (
      await createProject(a, 'Relaunch <script>x</script>', { budget: 5000, hourly_rate: 100 })
    ).id;
    const task = await api()
      .post(`/api/v1/projects/${projectId}/tasks`, { name: 'Design & Build' })
      .expect(200);
    await api()
      .put('/api/v1/account/internal_hourly_rates', {
        year: 2026,
        rates: [{ user_id: a.userId, rate: 80 }],
      })
      .expect(200);
    await api()
      .post('/api/v1/activities', {
        project_id: projectId,
        task_id: task.body.id,
        date: '2026-03-02',
        hours: 12.5,
        hourly_rate: 100,
      })
      .expect(200);
    await api()
      .post(`/api/v1/projects/${projectId}/expenses`, {
        date: '2026-03-02',
        title: 'Fonts',
        quantity: 1,
        unit_price: 0,
        unit_cost: 33.33,
        budget_relevant: false,
      })
      .expect(200);
    await prisma.account.update({ where: { id: b.accountId }, data: { locale: 'fr-CH' } });
    foreignProjectId = (await createProject(b, 'Bêta', { budget: 1000 })).id;
    browser = await launchBrowser();
  }, 120_000);

  afterAll(async () => {
    await closeBrowser(browser);
    await prisma?.$disconnect();
    await t?.close();
  });

  it('shares under a random link, keeps it while shared, and a new one after disabling', async () => {
    const before = await project();
    expect(before.customer_report_url).toBeNull();
    const shared = (await share(projectId).expect(200)).body;
    expect(shared).toEqual({ id: projectId, active: true, url: expect.stringMatching(TOKEN_URL) });
    const after = await project();
    expect(after.customer_report_url).toBe(shared.url);
    expect(after.updated_at >= before.updated_at).toBe(true);
    // Sharing a shared report changes nothing: links already sent keep working.
    expect((await share(projectId).expect(200)).body).toEqual(shared);
    await request(shared.url).get('').expect(200);

    expect((await disable(projectId).expect(200)).body).toEqual({
      id: projectId,
      active: false,
      url: null,
    });
    expect((await project()).customer_report_url).toBeNull();
    await request(shared.url).get('').expect(404);
    expect((await disable(projectId).expect(200)).body.active).toBe(false);

    // PATCH answers as PUT does; the new link is another one, the old stays dead.
    const again = (await api().patch(`/api/v1/projects/${projectId}/share`).expect(200)).body;
    expect(again.url).toMatch(TOKEN_URL);
    expect(again.url).not.toBe(shared.url);
    expect((await project()).customer_report_url).toBe(again.url);
    await request(again.url).get('').expect(200);
    await request(shared.url).get('').expect(404);
  });

  it("answers another account's project exactly like a missing one and leaves it alone", async () => {
    for (const call of [share, disable]) {
      const foreign = await call(foreignProjectId).expect(404);
      expect(foreign.body).toEqual((await call(99999999).expect(404)).body);
    }
    await api().put('/api/v1/projects/abc/share').expect(404);
    const owner = client(t.url, b.key);
    const kept = (await owner.get(`/api/v1/projects/${foreignProjectId}`).expect(200)).body;
    expect(kept.customer_report_url).toBeNull();
  });

  it('refuses sharing with a read-only key and without one', async () => {
    await share(projectId, a.readOnlyKey).expect(403);
    await disable(projectId, a.readOnlyKey).expect(403);
    await request(t.url).put(`/api/v1/projects/${projectId}/share`).expect(401);
  });

  it("serves the report's public numbers without a key, escaped, and no internal cost", async () => {
    const { url } = (await share(projectId).expect(200)).body;
    const page = await request(url).get('').expect(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.headers['cache-control']).toBe('no-store');
    const html = page.text;
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('Relaunch &lt;script&gt;x&lt;/script&gt;');
    expect(html).not.toContain('<script>');
    expect(html).toContain('Kunde &lt;b&gt;AG&lt;/b&gt;');
    expect(html).toContain(`<dd id="budget-total">5.000,00${NBSP}€</dd>`);
    expect(html).toContain(`<dd id="budget-used">25${NBSP}%</dd>`);
    expect(html).toContain(`<dd id="budget-remaining">3.750,00${NBSP}€</dd>`);
    expect(html).toContain('<dd id="hours-total">12,50</dd>');
    expect(html).toContain('<dd id="hours-remaining">37,50</dd>');
    expect(html).toContain('Design &amp; Build');
    for (const cost of ['1.000,00', '33,33', 'Kosten']) expect(html).not.toContain(cost);
  });

  it('answers unknown, malformed and disabled links with the same 404 page', async () => {
    const { url } = (await share(foreignProjectId, b.key).expect(200)).body;
    await disable(foreignProjectId, b.key).expect(200);
    const pages = [];
    for (const path of [
      url.replace(t.url, ''),
      '/project_report/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      '/project_report/not%20a%20token',
    ]) {
      const response = await request(t.url)
        .get(path)
        .set('Accept-Language', 'fr-CH, fr;q=0.9')
        .expect(404);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      pages.push(response.text);
    }
    expect(new Set(pages).size).toBe(1);
    expect(pages[0]).toContain('<html lang="fr">');
    expect(pages[0]).toContain('Ce lien vers le rapport de projet n&#39;est pas valable');
  });

  it('speaks the language of the account and formats as its locale does', async () => {
    const { url } = (await share(foreignProjectId, b.key).expect(200)).body;
    const html = (await request(url).get('').expect(200)).text;
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('Rapport de projet');
    expect(html).toContain(`<dd id="budget-total">${formatAmount('1000', 'EUR', 'fr-CH')}</dd>`);
  });

  it('shows the numbers in headless Chromium, on a phone too, and no internal cost', async () => {
    const { url } = (await share(projectId).expect(200)).body;
    const page = await browser!.newPage();
    try {
      await page.setViewport({ width: 375, height: 812 });
      const response = await page.goto(url, { waitUntil: 'load' });
      expect(response?.status()).toBe(200);
      const shown = (await page.evaluate(READ_PAGE)) as Record<string, unknown>;
      expect(shown).toMatchObject({
        lang: 'de',
        customer: 'Kunde <b>AG</b>',
        budgetTotal: `5.000,00${NBSP}€`,
        budgetUsed: `25${NBSP}%`,
        budgetRemaining: `3.750,00${NBSP}€`,
        progress: 25,
        hoursTotal: '12,50',
        hoursBillable: '12,50',
        hoursRemaining: '37,50',
        tasks: ['Design & Build\t12,50'],
        overflow: false,
      });
      expect(shown.title).toMatch(/^Projektbericht P\d+ Relaunch <script>x<\/script>$/);
      const body = shown.body as string;
      for (const cost of ['1.000', '33,33', 'Kosten']) expect(body).not.toContain(cost);
    } finally {
      await page.close();
    }
  });

  it('tells web hooks of the target Project, only when the link changes', async () => {
    await disable(projectId).expect(200);
    await api()
      .post('/api/v1/account/web_hooks', {
        target: 'Project',
        event: 'update',
        hook: 'https://example.com/hooks/projects',
      })
      .expect(200);
    const { url } = (await share(projectId).expect(200)).body;
    await share(projectId).expect(200);
    await disable(projectId).expect(200);
    await disable(projectId).expect(200);
    const deliveries = await prisma.webhookDelivery.findMany({
      where: { accountId: a.accountId, subscription: { target: 'Project' } },
      orderBy: { id: 'asc' },
    });
    expect(deliveries.map((row) => row.payload)).toEqual([
      expect.objectContaining({ id: projectId, customer_report_url: url }),
      expect.objectContaining({ id: projectId, customer_report_url: null }),
    ]);
  });
});
