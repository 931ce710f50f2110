import { Injectable } from '@nestjs/common';
import { AccountDbService, AccountScopedRepository } from '../../../platform/database';
import type { OriginalPurchase, PurchaseVatCode } from './import-purchase.plan';

/** What importing an e-invoice looks up: supplier, purchase VAT codes, the credited purchase. */
@Injectable()
export class EInvoiceImportRepository extends AccountScopedRepository {
  constructor(db: AccountDbService) {
    super(db);
  }

  /**
   * The supplier whose VAT ID (compared without spaces, dots and dashes) is `vatId`, else the
   * one named one of `names` (case-insensitive); the oldest when several match. Null for none.
   */
  async findSupplier(
    accountId: number,
    vatId: string | null,
    names: readonly string[],
    peppolId: string | null = null,
  ): Promise<number | null> {
    const names_ = names.map((name) => name.toLowerCase());
    // Compared as `compactVatIdentifier` writes it; no VAT ID in the document matches none. The
    // Peppol id as companies store it (normalised), between the VAT ID and the name.
    const rows = await this.db.raw.$queryRaw<{ id: number }[]>`
      WITH c AS (
        SELECT id, active, lower(trim(name)) AS name, peppol_id,
               upper(regexp_replace(coalesce(vat_identifier, ''), '[\\s.-]+', '', 'g')) AS vat
          FROM companies
         WHERE account_id = ${accountId} AND type = 'supplier')
      SELECT id
        FROM c
       WHERE (${vatId}::text IS NOT NULL AND vat = ${vatId}::text)
          OR (${peppolId}::text IS NOT NULL AND peppol_id = ${peppolId}::text)
          OR name = ANY(${names_}::text[])
       ORDER BY (${vatId}::text IS NOT NULL AND vat = ${vatId}::text) DESC,
                (${peppolId}::text IS NOT NULL AND peppol_id = ${peppolId}::text) DESC,
                active DESC, id
       LIMIT 1`;
    return rows[0]?.id ?? null;
  }

  /** The supplier's purchase with that receipt identifier (its invoice number); null for none. */
  async purchaseByReceipt(
    accountId: number,
    companyId: number,
    receiptIdentifier: string | null,
  ): Promise<OriginalPurchase | null> {
    if (receiptIdentifier === null) return null;
    return this.db.forAccount(accountId).purchase.findFirst({
      where: { companyId, receiptIdentifier },
      select: { id: true, identifier: true },
    });
  }

  /** The account's active purchase VAT codes of reverse charge and intra-EU, oldest first. */
  vatCodes(accountId: number): Promise<PurchaseVatCode[]> {
    return this.db.forAccount(accountId).vatCodePurchase.findMany({
      where: { active: true, kind: { in: ['reverse_charge', 'intra_eu'] } },
      select: { id: true, kind: true },
      orderBy: { id: 'asc' },
    });
  }
}
