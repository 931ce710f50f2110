import { createPrismaClient } from '@faktura/db';
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { generateApiKey } from '../../src/platform/auth/api-key.crypto';

export interface TestAccount {
  accountId: number;
  userId: number;
  /** A full-access key. */
  key: string;
  /** A read-only key of the same user. */
  readOnlyKey: string;
}

/**
 * The seller data send_email requires (missingSellerFields), as a German company would have it;
 * the address block is derived as PUT /account writes it.
 */
export const TEST_SELLER = {
  street: 'Friedrichstraße 10',
  zip: '10117',
  city: 'Berlin',
  address: 'Friedrichstraße 10\n10117 Berlin',
  vatIdentifier: 'DE123456789',
} as const;

/**
 * Creates an account with one user, a full and a read-only key, straight in the database; with
 * the seller data documents need before they are sent, unless `seller` is false (an account as
 * it is before its owner filled in GET /account's fields).
 */
export async function createTestAccount(
  databaseUrl: string,
  name = 'Test AG',
  options: { seller?: boolean } = {},
): Promise<TestAccount> {
  const prisma = createPrismaClient(databaseUrl, { max: 1 });
  try {
    const full = generateApiKey();
    const readOnly = generateApiKey();
    const account = await prisma.account.create({
      data: {
        name,
        slug: `test-${randomBytes(6).toString('hex')}`,
        currencies: ['EUR', 'CHF'],
        ...(options.seller === false ? {} : TEST_SELLER),
        users: {
          create: {
            firstname: 'Owner',
            lastname: name,
            email: `owner-${randomBytes(4).toString('hex')}@example.com`,
          },
        },
      },
      include: { users: true },
    });
    const userId = account.users[0].id;
    await prisma.apiKey.createMany({
      data: [
        {
          accountId: account.id,
          userId,
          name: 'full',
          kind: 'full',
          keyHash: full.hash,
          prefix: full.prefix,
        },
        {
          accountId: account.id,
          userId,
          name: 'read',
          kind: 'read_only',
          keyHash: readOnly.hash,
          prefix: readOnly.prefix,
        },
      ],
    });
    return { accountId: account.id, userId, key: full.plain, readOnlyKey: readOnly.plain };
  } finally {
    await prisma.$disconnect();
  }
}

/** supertest calls with the `Token token=` header of the given key. */
export function client(baseUrl: string, key: string) {
  const auth = { Authorization: `Token token=${key}` };
  return {
    get: (path: string) => request(baseUrl).get(path).set(auth),
    post: (path: string, body?: object) => request(baseUrl).post(path).set(auth).send(body),
    put: (path: string, body?: object) => request(baseUrl).put(path).set(auth).send(body),
    patch: (path: string, body?: object) => request(baseUrl).patch(path).set(auth).send(body),
    delete: (path: string, body?: object) => request(baseUrl).delete(path).set(auth).send(body),
  };
}
