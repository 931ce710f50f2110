import { Injectable } from '@nestjs/common';
import type { Prisma, VatCodeSale } from '@faktura/db';
import type { AccountTx } from '../database/account-scope.extension';
import type { Recipients } from '../emails/email-recipients';

/** The records an offer or invoice refers to, read inside the document's transaction. */
@Injectable()
export class SalesReferencesRepository {
  account(tx: AccountTx) {
    return tx.account.findFirstOrThrow({
      select: { currencies: true, defaultCurrency: true, printDetailColumns: true },
    });
  }

  project(id: number, tx: AccountTx) {
    return tx.project.findFirst({
      where: { id },
      select: { id: true, companyId: true, currency: true },
    });
  }

  deal(id: number, tx: AccountTx) {
    return tx.deal.findFirst({ where: { id }, select: { id: true, currency: true } });
  }

  company(id: number, tx: AccountTx) {
    return tx.company.findFirst({ where: { id }, select: { id: true, currency: true } });
  }

  async contactExists(id: number, tx: AccountTx): Promise<boolean> {
    return (await tx.contact.count({ where: { id } })) > 0;
  }

  async userExists(id: number, tx: AccountTx): Promise<boolean> {
    return (await tx.user.count({ where: { id } })) > 0;
  }

  /** Which of the given revenue category IDs exist in the account. */
  async existingRevenueCategories(ids: number[], tx: AccountTx): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await tx.revenueCategory.findMany({
      where: { id: { in: ids } },
      select: { id: true },
    });
    return new Set(rows.map((row) => row.id));
  }

  /** A sales VAT code of the account, active or not. */
  salesVatCodeById(id: number, tx: AccountTx): Promise<VatCodeSale | null> {
    return tx.vatCodeSale.findFirst({ where: { id } });
  }

  /** The active sales VAT code of kind `tax` with this rate (the oldest, if several). */
  salesVatCode(rate: Prisma.Decimal | string, tx: AccountTx): Promise<VatCodeSale | null> {
    return tx.vatCodeSale.findFirst({
      where: { active: true, kind: 'tax', tax: rate },
      orderBy: { id: 'asc' },
    });
  }

  /**
   * Default recipients of an offer e-mail: the contact's address as `to` when there is one, else
   * the customer's offer recipients; cc and bcc always from the customer.
   */
  async emailDefaults(
    contactId: number | null,
    companyId: number | null,
    tx: AccountTx,
  ): Promise<Recipients> {
    const [contact, company] = await Promise.all([
      contactId === null
        ? null
        : tx.contact.findFirst({ where: { id: contactId }, select: { email: true } }),
      companyId === null
        ? null
        : tx.company.findFirst({
            where: { id: companyId },
            select: { offerEmailsTo: true, offerEmailsCc: true, offerEmailsBcc: true },
          }),
    ]);
    return {
      to: contact?.email ? [contact.email] : (company?.offerEmailsTo ?? []),
      cc: company?.offerEmailsCc ?? [],
      bcc: company?.offerEmailsBcc ?? [],
    };
  }

  async writeCompanyAddress(id: number, address: string, tx: AccountTx): Promise<void> {
    await tx.company.update({ where: { id }, data: { address } });
  }

  async writeProjectBillingAddress(id: number, address: string, tx: AccountTx): Promise<void> {
    await tx.project.update({ where: { id }, data: { billingAddress: address } });
  }
}
