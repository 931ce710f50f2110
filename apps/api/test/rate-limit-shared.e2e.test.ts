import { client, createTestAccount, type TestAccount } from './support/test-accounts';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * FAKTURA_RATE_LIMIT_STORE=postgres: two API instances on one database share one limit per key,
 * as several API processes behind a load balancer must (the in-memory default counts per
 * process). Requests alternate between the instances.
 */
describe('a rate limit shared by API processes', () => {
  const LIMIT = 10;
  let one: TestApp;
  let two: TestApp;
  let account: TestAccount;

  beforeAll(async () => {
    const settings = { rateLimitRequests: LIMIT, rateLimitStore: 'postgres' as const };
    one = await startTestApp(settings);
    two = await startTestApp(settings, { database: one.db });
    account = await createTestAccount(one.db.url, 'Shared');
  });

  afterAll(async () => {
    await two?.close();
    await one?.close();
  });

  it('lets exactly the limit through across both instances, then answers 429', async () => {
    const answers: { status: number; remaining: string | undefined }[] = [];
    for (let index = 0; index < LIMIT + 6; index += 1) {
      const app = index % 2 === 0 ? one : two;
      const response = await client(app.url, account.key).get('/api/v1/companies');
      answers.push({
        status: response.status,
        remaining: response.headers['x-ratelimit-remaining'],
      });
    }
    expect(answers.map((answer) => answer.status)).toEqual([
      ...Array<number>(LIMIT).fill(200),
      ...Array<number>(6).fill(429),
    ]);
    // One counter: the remaining requests go down by one per request, whichever instance answers.
    expect(answers.slice(0, LIMIT).map((answer) => answer.remaining)).toEqual(
      Array.from({ length: LIMIT }, (_, index) => String(LIMIT - 1 - index)),
    );
  });

  it('counts each key on its own', async () => {
    const other = await createTestAccount(one.db.url, 'Other');
    const response = await client(two.url, other.key).get('/api/v1/companies').expect(200);
    expect(response.headers['x-ratelimit-remaining']).toBe(String(LIMIT - 1));
  });
});
