import { Prisma, type PrismaClient } from '@faktura/db';
import type { DraftPrefill, OwnIdentifiers, SupplierCandidate } from '@faktura/domain';

/** The account's own VAT ID and IBANs: on a supplier's invoice they are the buyer's. */
export async function ownIdentifiers(
  prisma: PrismaClient,
  accountId: number,
): Promise<OwnIdentifiers> {
  const account = await prisma.account.findUniqueOrThrow({
    where: { id: accountId },
    select: { vatIdentifier: true, iban: true, qrIban: true },
  });
  const present = (values: Array<string | null>) => values.filter((value) => value !== null);
  return {
    vatIds: present([account.vatIdentifier]),
    ibans: present([account.iban, account.qrIban]),
  };
}

/**
 * The account's supplier companies whose VAT ID or IBAN (compared without spaces, dots and
 * dashes, upper case) is one the document names; archived ones too, as an old supplier's
 * invoice is still theirs.
 */
export async function supplierCandidates(
  prisma: PrismaClient,
  accountId: number,
  prefill: DraftPrefill,
): Promise<SupplierCandidate[]> {
  const vatIds = prefill.vat_ids.map((field) => field.value);
  const ibans = prefill.ibans.map((field) => field.value);
  if (vatIds.length === 0 && ibans.length === 0) return [];
  const compact = (column: Prisma.Sql) =>
    Prisma.sql`upper(regexp_replace(coalesce(${column}, ''), '[\\s.-]+', '', 'g'))`;
  return prisma.$queryRaw<SupplierCandidate[]>`
    SELECT id, name, vat_identifier AS "vatIdentifier", iban
      FROM companies
     WHERE account_id = ${accountId} AND type = 'supplier'
       AND (${compact(Prisma.raw('vat_identifier'))} = ANY(${vatIds}::text[])
            OR ${compact(Prisma.raw('iban'))} = ANY(${ibans}::text[]))
     ORDER BY id`;
}
