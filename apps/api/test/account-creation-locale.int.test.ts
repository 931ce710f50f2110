import {
  createPrismaClient,
  createTestDatabase,
  type PrismaClient,
  type ScratchDatabase,
} from '@faktura/db';
import { AccountCreationService } from '../src/platform/admin-cli/account-creation.service';

describe('AccountCreationService: locale', () => {
  let db: ScratchDatabase;
  let prisma: PrismaClient;

  beforeAll(async () => {
    db = await createTestDatabase();
    prisma = createPrismaClient(db.url, { max: 1 });
  });

  afterAll(async () => {
    await prisma.$disconnect();
    await db.drop();
  });

  it.each([
    ['EUR', 'DE', 'de-DE'],
    ['CHF', 'CH', 'de-CH'],
    ['USD', 'DE', 'en-US'],
  ])(
    'gives a new %s account the country %s and the locale %s',
    async (currency, country, locale) => {
      const { account } = await prisma.$transaction((tx) =>
        new AccountCreationService().create(tx, {
          name: `Locale ${currency}`,
          currencies: [currency],
          firstUser: { firstname: 'A', lastname: 'B' },
        }),
      );
      expect(account).toMatchObject({ countryCode: country, locale });
    },
  );
});
