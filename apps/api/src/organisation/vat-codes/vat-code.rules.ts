import { Prisma, type VatKind } from '@faktura/db';
import { DomainError, toPercentage, vatKindFromFlags } from '@faktura/domain';
import type { ListVatCodesQuery } from './dto/list-vat-codes.query';

/** The columns both VAT code tables share. */
export interface VatCodeRow {
  id: number;
  code: string;
  description: string | null;
  tax: Prisma.Decimal;
  kind: VatKind;
  active: boolean;
}

interface VatFlags {
  reverse_charge?: boolean;
  intra_eu?: boolean;
}

/** The resource filters of both lists: `active`, `reverse_charge`, `intra_eu`, `code` (exact). */
export function vatCodeFilters(query: ListVatCodesQuery): Prisma.Sql[] {
  const conditions: Prisma.Sql[] = [];
  if (query.active !== undefined) conditions.push(Prisma.sql`active = ${query.active}`);
  // The flags are one kind column: reverse_charge=false also keeps intra-EU codes, as it should.
  if (query.reverse_charge !== undefined)
    conditions.push(Prisma.sql`(kind = 'reverse_charge') = ${query.reverse_charge}`);
  if (query.intra_eu !== undefined)
    conditions.push(Prisma.sql`(kind = 'intra_eu') = ${query.intra_eu}`);
  if (query.code !== undefined) conditions.push(Prisma.sql`code = ${query.code}`);
  return conditions;
}

/** The tax column value of a `tax` input: a percentage within 0..100. */
export function taxColumn(tax: number): string {
  return toPercentage(tax, 'tax').toString();
}

/**
 * The kind a write leaves: flags that were sent replace the stored ones, the others stay. Both
 * at once is a contradiction; intra-EU codes only make sense for an account inside the EU, which
 * is only checked when a code becomes intra-EU, so an account that left keeps editing its old codes.
 */
export async function vatKindForWrite(
  input: VatFlags,
  current: VatKind | null,
  isEuMember: () => Promise<boolean>,
): Promise<VatKind> {
  const flags = { ...(current ? vatFlagsOf(current) : {}), ...definedFlags(input) };
  if (flags.reverse_charge && flags.intra_eu) {
    throw DomainError.validation({ intra_eu: ['cannot be true together with reverse_charge'] });
  }
  const kind = vatKindFromFlags(flags);
  if (kind === 'intra_eu' && current !== 'intra_eu' && !(await isEuMember())) {
    throw DomainError.validation({ intra_eu: ['is only available to accounts in the EU'] });
  }
  return kind;
}

/** The reference's two flags of a stored kind. */
export function vatFlagsOf(kind: VatKind): Required<VatFlags> {
  return { reverse_charge: kind === 'reverse_charge', intra_eu: kind === 'intra_eu' };
}

function definedFlags(input: VatFlags): VatFlags {
  const flags: VatFlags = {};
  if (input.reverse_charge !== undefined) flags.reverse_charge = input.reverse_charge;
  if (input.intra_eu !== undefined) flags.intra_eu = input.intra_eu;
  return flags;
}
