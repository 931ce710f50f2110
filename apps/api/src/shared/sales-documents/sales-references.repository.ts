import { Injectable } from '@nestjs/common';
import { Prisma, type VatCodeSale } from '@faktura/db';
import {
  accountLookup,
  existingIdsLookup,
  existsLookup,
  type Lookup,
  type LookupFields,
  rowByIdLookup,
  rowLookup,
  rowsLookup,
  runLookups,
} from '../../platform/database';
import type { AccountTx } from '../../platform/database';
import type { Recipients } from '../emails';
import type { CatalogItemValues } from './catalog-item-positions';

/** A sales VAT code as a document's resolving reads it. */
export interface SalesVatCode {
  id: number;
  active: boolean;
  tax: string;
  kind: VatCodeSale['kind'];
}

const CATALOG_ITEM: LookupFields<CatalogItemValues> = {
  id: 'id',
  type: 'type::text',
  title: 'title',
  description: 'description',
  quantity: 'quantity::text',
  unit: 'unit',
  unitPrice: 'unit_price::text',
  unitCost: 'unit_cost::text',
  netTotal: 'net_total::text',
  optional: 'optional',
  additional: 'additional',
  subtotalType: 'subtotal_type::text',
  revenueCategoryId: 'revenue_category_id',
};

const VAT_CODE: LookupFields<SalesVatCode> = {
  id: 'id',
  active: 'active',
  tax: 'tax::text',
  kind: 'kind',
};

/**
 * The records an offer or invoice refers to. The lookups are gathered by the use case into one
 * statement (`lookUp`) inside the document's transaction; every one is scoped to the account.
 */
@Injectable()
export class SalesReferencesRepository {
  lookUp<L extends Record<string, Lookup<unknown>>>(tx: AccountTx, lookups: L) {
    return runLookups(tx, lookups);
  }

  account(accountId: number) {
    return accountLookup<{
      currencies: string[];
      defaultCurrency: string;
      printDetailColumns: boolean;
      qrIban: string | null;
    }>(accountId, {
      currencies: 'currencies',
      defaultCurrency: 'default_currency',
      printDetailColumns: 'print_detail_columns',
      qrIban: 'qr_iban',
    });
  }

  project(accountId: number, id: number | null | undefined) {
    return rowByIdLookup<{ id: number; companyId: number; currency: string }>(
      'projects',
      accountId,
      id,
      { id: 'id', companyId: 'company_id', currency: 'currency' },
    );
  }

  deal(accountId: number, id: number | null | undefined) {
    return rowByIdLookup<{ id: number; currency: string }>('deals', accountId, id, {
      id: 'id',
      currency: 'currency',
    });
  }

  /**
   * An offer's company: the project's when a project of the account is given (it wins over a
   * sent company_id), else the sent one.
   */
  offerCompany(accountId: number, ids: { companyId: number | null; projectId: number | null }) {
    const fields = { id: 'id', currency: 'currency' };
    if (ids.projectId === null)
      return rowByIdLookup<{ id: number; currency: string | null }>(
        'companies',
        accountId,
        ids.companyId,
        fields,
      );
    const project = Prisma.sql`FROM projects WHERE account_id = ${accountId} AND id = ${ids.projectId}`;
    const id = Prisma.sql`CASE WHEN EXISTS (SELECT 1 ${project})
      THEN (SELECT company_id ${project}) ELSE ${ids.companyId}::int END`;
    return rowLookup<{ id: number; currency: string | null }>(
      'companies',
      accountId,
      Prisma.sql`id = ${id}`,
      fields,
    );
  }

  contactExists(accountId: number, id: number | null | undefined) {
    return existsLookup('contacts', accountId, id);
  }

  userExists(accountId: number, id: number | null | undefined) {
    return existsLookup('users', accountId, id);
  }

  /** Which of the given revenue category IDs exist in the account. */
  existingRevenueCategories(accountId: number, ids: number[]) {
    return existingIdsLookup('revenue_categories', accountId, ids);
  }

  /** The account's catalog items among `ids`, as positions take them over. */
  catalogItems(accountId: number, ids: readonly number[]) {
    return rowsLookup<CatalogItemValues>('catalog_service_items', accountId, ids, CATALOG_ITEM);
  }

  /** A sales VAT code of the account, active or not. */
  salesVatCodeById(accountId: number, id: number) {
    return rowByIdLookup<SalesVatCode>('vat_codes_sales', accountId, id, VAT_CODE);
  }

  /** The active sales VAT code of kind `tax` with this rate (the oldest, if several). */
  salesVatCode(accountId: number, rate: string) {
    const condition = Prisma.sql`active AND kind = 'tax' AND tax = ${rate}::numeric`;
    return rowLookup<SalesVatCode>('vat_codes_sales', accountId, condition, VAT_CODE);
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
