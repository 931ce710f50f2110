import type { Account, LetterPaper, Prisma, User } from '@faktura/db';
import { defaultLocaleFor } from '@faktura/domain';
import { DEFAULT_LETTER_PAPER_NAME, accountDefaultsFor } from './account-defaults.catalog';
import { slugFromName, uniqueSlug } from './account-slug.format';

/** Slugs handed out only on purpose: `demo` marks the `npm start` demo account. */
const RESERVED_SLUGS = ['demo'];

export interface NewAccount {
  name: string;
  /** The account's currencies; the first is the default currency. */
  currencies: string[];
  /** Exact slug (must be free); by default one is made from the name. */
  slug?: string;
  firstUser: { firstname: string; lastname: string; email?: string };
}

export interface CreatedAccount {
  account: Account;
  user: User;
  salesVatCodes: string[];
  purchaseVatCodes: string[];
  letterPaper: LetterPaper;
}

/**
 * Creates an account ready for use: settings for its country, default sales and purchase VAT
 * codes, the `White` letter paper and a first user. Runs inside the caller's transaction so the
 * caller can add its own rows (an API key) to the same all-or-nothing change.
 */
export class AccountCreationService {
  async create(tx: Prisma.TransactionClient, input: NewAccount): Promise<CreatedAccount> {
    // Serialises account creation, so two concurrent runs cannot pick the same free slug.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('faktura.account-slug'))`;
    const slug = input.slug ?? (await this.freeSlug(tx, slugFromName(input.name)));
    const defaults = accountDefaultsFor(input.currencies[0]);
    const account = await tx.account.create({
      data: {
        name: input.name,
        slug,
        currencies: input.currencies,
        defaultCurrency: input.currencies[0],
        countryCode: defaults.countryCode,
        euMember: defaults.euMember,
        timeZone: defaults.timeZone,
        locale: defaultLocaleFor(input.currencies[0], defaults.countryCode),
        users: {
          create: {
            firstname: input.firstUser.firstname,
            lastname: input.firstUser.lastname,
            // users.email is required; .invalid (RFC 2606) can never reach anybody by mistake.
            email: input.firstUser.email ?? `owner@${slug}.invalid`,
          },
        },
        vatCodesSale: { create: defaults.salesVatCodes },
        vatCodesPurchase: { create: defaults.purchaseVatCodes },
        letterPapers: { create: { name: DEFAULT_LETTER_PAPER_NAME } },
      },
      include: { users: true, letterPapers: true },
    });
    const { users, letterPapers, ...plain } = account;
    return {
      account: plain,
      user: users[0],
      salesVatCodes: defaults.salesVatCodes.map((vat) => vat.code),
      purchaseVatCodes: defaults.purchaseVatCodes.map((vat) => vat.code),
      letterPaper: letterPapers[0],
    };
  }

  private async freeSlug(tx: Prisma.TransactionClient, base: string): Promise<string> {
    const rows = await tx.account.findMany({
      where: { slug: { startsWith: base } },
      select: { slug: true },
    });
    return uniqueSlug(base, new Set([...RESERVED_SLUGS, ...rows.map((row) => row.slug)]));
  }
}
