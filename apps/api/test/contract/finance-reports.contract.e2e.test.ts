import { createPrismaClient } from '@faktura/db';
import { seedReportWorld } from '../support/finance-report-fixtures';
import { client, createTestAccount, type TestAccount } from '../support/test-accounts';
import { startTestApp, type TestApp } from '../support/test-app';
import { ContractChecker } from './contract-checker';
import { FINANCE_REPORTS_CONTRACT } from './schemas/finance-reports.schemas';

describe('contract: finance reports', () => {
  const checker = new ContractChecker(FINANCE_REPORTS_CONTRACT);
  let t: TestApp;
  let a: TestAccount;

  beforeAll(async () => {
    t = await startTestApp();
    a = await createTestAccount(t.db.url, 'Alpha');
    const prisma = createPrismaClient(t.db.url, { max: 1 });
    try {
      await seedReportWorld(prisma, a.accountId, a.userId, 'A');
    } finally {
      await prisma.$disconnect();
    }
  });

  afterAll(async () => {
    await t.close();
  });

  const api = () => client(t.url, a.key);

  it('finance and cash-flow reports', async () => {
    const finance = await api().get('/api/v1/report/finance');
    checker.check('GET /report/finance', finance);
    // Rows with and without company and user, so both shapes of the embedded records are checked.
    const companies = finance.body.map((row: { company: unknown }) => row.company === null);
    expect(companies).toContain(true);
    expect(companies).toContain(false);
    const cashflow = await api().get('/api/v1/report/cashflow');
    checker.check('GET /report/cashflow', cashflow);
    expect(cashflow.body).toHaveLength(2);
  });

  it('checked every operation of the group', () => expect(checker.unchecked()).toEqual([]));
});
