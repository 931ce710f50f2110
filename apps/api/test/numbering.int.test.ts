import {
  createPrismaClient,
  createTestDatabase,
  type PrismaClient,
  type ScratchDatabase,
} from '@faktura/db';
import { formatIdentifier } from '@faktura/domain';
import { NumberingService } from '../src/platform/numbering/numbering.service';
import { scopeToAccount } from '../src/platform/database/account-scope.extension';
import { createTestAccount } from './support/test-accounts';

describe('NumberingService', () => {
  let db: ScratchDatabase;
  let prisma: PrismaClient;
  const numbering = new NumberingService();

  beforeAll(async () => {
    db = await createTestDatabase();
    prisma = createPrismaClient(db.url, { max: 10 });
  });

  afterAll(async () => {
    await prisma.$disconnect();
    await db.drop();
  });

  it('hands out gap-free, unique numbers under concurrency, per account, kind and year', async () => {
    const { accountId } = await createTestAccount(db.url);
    const scoped = scopeToAccount(prisma, accountId);
    const date = new Date('2026-03-01');
    const numbers = await Promise.all(
      Array.from({ length: 25 }, () =>
        scoped.$transaction((tx) => numbering.next(tx, accountId, 'invoice', date)),
      ),
    );
    expect([...numbers].sort()).toEqual(
      Array.from({ length: 25 }, (_, i) => `R26${String(i + 1).padStart(4, '0')}`),
    );
    await expect(
      scoped.$transaction((tx) => numbering.next(tx, accountId, 'offer', date)),
    ).resolves.toBe('A260001');
    await expect(
      scoped.$transaction((tx) => numbering.next(tx, accountId, 'invoice', new Date('2027-01-01'))),
    ).resolves.toBe('R270001');
    const other = await createTestAccount(db.url);
    await expect(
      scopeToAccount(prisma, other.accountId).$transaction((tx) =>
        numbering.next(tx, other.accountId, 'invoice', date),
      ),
    ).resolves.toBe('R260001');
  });

  it('gives the number back when the transaction rolls back', async () => {
    const { accountId } = await createTestAccount(db.url);
    const scoped = scopeToAccount(prisma, accountId);
    const date = new Date('2026-05-05');
    await expect(
      scoped.$transaction(async (tx) => {
        await numbering.next(tx, accountId, 'purchase', date);
        throw new Error('document failed');
      }),
    ).rejects.toThrow('document failed');
    await expect(
      scoped.$transaction((tx) => numbering.next(tx, accountId, 'purchase', date)),
    ).resolves.toBe('E260001');
  });

  it('nextSql numbers as next does, beyond four digits too', async () => {
    const { accountId } = await createTestAccount(db.url);
    const scoped = scopeToAccount(prisma, accountId);
    const date = new Date('2026-06-01');
    const viaSql = () =>
      scoped.$transaction(async (tx) => {
        const rows = await tx.$queryRaw<{ identifier: string }[]>`
          WITH number AS (${numbering.nextSql(accountId, 'offer', date)})
          SELECT identifier FROM number`;
        return rows[0].identifier;
      });
    await expect(viaSql()).resolves.toBe('A260001');
    await expect(
      scoped.$transaction((tx) => numbering.next(tx, accountId, 'offer', date)),
    ).resolves.toBe('A260002');
    await prisma.numberSequence.updateMany({
      where: { accountId, kind: 'offer', year: 2026 },
      data: { lastValue: 9998 },
    });
    await expect(viaSql()).resolves.toBe(formatIdentifier('offer', 2026, 9999));
    await expect(viaSql()).resolves.toBe(formatIdentifier('offer', 2026, 10000));
    expect(() => numbering.nextSql(accountId, 'offer', new Date('1999-01-01'))).toThrow();
  });
});
