import { Injectable } from '@nestjs/common';
import type { Prisma, VatCodePurchase, VatCodeSale } from '@faktura/db';
import type { AccountTx } from '../../platform/database';

/** Lookups of the default VAT codes a company refers to. */
@Injectable()
export class CompanyReferencesRepository {
  salesVatCode(id: number, tx: AccountTx): Promise<VatCodeSale | null> {
    return tx.vatCodeSale.findFirst({ where: { id } });
  }

  purchaseVatCode(id: number, tx: AccountTx): Promise<VatCodePurchase | null> {
    return tx.vatCodePurchase.findFirst({ where: { id } });
  }

  /** The oldest active sales VAT code of kind `tax` with this rate. */
  salesVatCodeByRate(rate: Prisma.Decimal | string, tx: AccountTx): Promise<VatCodeSale | null> {
    return tx.vatCodeSale.findFirst({
      where: { active: true, kind: 'tax', tax: rate },
      orderBy: { id: 'asc' },
    });
  }

  /** The oldest active purchase VAT code of kind `tax` with this rate. */
  purchaseVatCodeByRate(
    rate: Prisma.Decimal | string,
    tx: AccountTx,
  ): Promise<VatCodePurchase | null> {
    return tx.vatCodePurchase.findFirst({
      where: { active: true, kind: 'tax', tax: rate },
      orderBy: { id: 'asc' },
    });
  }
}
