import { Injectable } from '@nestjs/common';
import type { VatCodeSale } from '@faktura/db';
import { type FieldErrorCollector, toPercentage } from '@faktura/domain';
import type { AccountTx } from '../database/account-scope.extension';
import { SalesReferencesRepository } from './sales-references.repository';

/** The VAT code (or none, for an inline rate), the rate and the VAT kind of a document. */
export interface SalesVat {
  vatCode: VatCodeSale | null;
  tax: string;
  kind: VatCodeSale['kind'];
}

/** Company, project and deal of an offer after the project's company has won. */
export interface OfferParties {
  companyId: number | null;
  projectId: number | null;
  dealId: number | null;
  /** Currencies the assigned project and deal prescribe (they must agree). */
  projectCurrency: string | null;
  dealCurrency: string | null;
  companyCurrency: string | null;
}

/**
 * Checks what an offer or invoice refers to (parties, currency, VAT, people, revenue categories)
 * and collects every problem, so one 422 names them all.
 */
@Injectable()
export class SalesReferencesResolver {
  constructor(private readonly refs: SalesReferencesRepository) {}

  async parties(
    tx: AccountTx,
    ids: { companyId: number | null; projectId: number | null; dealId: number | null },
    errors: FieldErrorCollector,
  ): Promise<OfferParties> {
    const project = ids.projectId === null ? null : await this.refs.project(ids.projectId, tx);
    if (ids.projectId !== null && !project) errors.add('project_id', 'does not exist');
    const deal = ids.dealId === null ? null : await this.refs.deal(ids.dealId, tx);
    if (ids.dealId !== null && !deal) errors.add('deal_id', 'does not exist');
    if (project && deal && project.currency !== deal.currency)
      errors.add('deal_id', 'has another currency than the project');
    // The project's company wins over a sent company_id, as the interface says.
    const companyId = project ? project.companyId : ids.companyId;
    const company = companyId === null ? null : await this.refs.company(companyId, tx);
    if (companyId !== null && !company) errors.add('company_id', 'does not exist');
    return {
      companyId,
      projectId: ids.projectId,
      dealId: ids.dealId,
      projectCurrency: project?.currency ?? null,
      dealCurrency: deal?.currency ?? null,
      companyCurrency: company?.currency ?? null,
    };
  }

  /**
   * The currency of a new offer: the sent one, else the project's, the deal's, the company's or
   * (for a company without one) the account default; a sent one must match project and deal.
   */
  async currency(
    tx: AccountTx,
    sent: string | undefined,
    parties: OfferParties,
    errors: FieldErrorCollector,
  ): Promise<string> {
    const account = await this.refs.account(tx);
    const fallback = parties.companyId !== null ? account.defaultCurrency : null;
    const currency =
      sent ??
      parties.projectCurrency ??
      parties.dealCurrency ??
      parties.companyCurrency ??
      fallback;
    if (currency === null) {
      errors.add('currency', "can't be blank without company_id, deal_id or project_id");
      return '';
    }
    if (parties.projectCurrency !== null && currency !== parties.projectCurrency)
      errors.add('currency', 'does not match the currency of the project');
    // A deal that disagrees with the project is already reported on deal_id.
    else if (
      parties.dealCurrency !== null &&
      parties.projectCurrency === null &&
      currency !== parties.dealCurrency
    )
      errors.add('currency', 'does not match the currency of the deal');
    else if (!account.currencies.includes(currency))
      errors.add('currency', 'is not a currency of the account');
    return currency;
  }

  /**
   * The VAT of a document (docs/reference/conventions.md, "Tax rates without a VAT code"): `vat_code_id` wins
   * and brings its rate; a `tax` rate alone takes the account's active sales VAT code of kind
   * `tax` with that rate, or else stays an inline rate without a code. Reverse charge is never
   * guessed from the company's country or VAT ID: the client chooses the code.
   */
  async salesVat(
    tx: AccountTx,
    input: { tax?: number | null; vat_code_id?: number | null },
    errors: FieldErrorCollector,
  ): Promise<SalesVat | null> {
    if (input.vat_code_id != null) {
      const code = await this.refs.salesVatCodeById(input.vat_code_id, tx);
      if (!code) errors.add('vat_code_id', 'does not exist');
      // Deactivated codes stay on the documents that have them, but new ones cannot take them.
      else if (!code.active) errors.add('vat_code_id', 'is not active');
      return code && { vatCode: code, tax: code.tax.toString(), kind: code.kind };
    }
    if (input.tax == null) {
      errors.add('tax', "can't be blank without vat_code_id");
      return null;
    }
    const tax = input.tax;
    const rate = errors.capture(() => toPercentage(tax, 'tax'), null);
    if (rate === null) return null;
    const code = await this.refs.salesVatCode(rate.toString(), tx);
    return { vatCode: code, tax: rate.toString(), kind: 'tax' };
  }

  async people(
    tx: AccountTx,
    input: { contact_id?: number | null; internal_contact_id?: number | null },
    errors: FieldErrorCollector,
  ): Promise<void> {
    if (input.contact_id != null && !(await this.refs.contactExists(input.contact_id, tx)))
      errors.add('contact_id', 'does not exist');
    if (
      input.internal_contact_id != null &&
      !(await this.refs.userExists(input.internal_contact_id, tx))
    )
      errors.add('internal_contact_id', 'does not exist');
  }

  async revenueCategories(
    tx: AccountTx,
    items: readonly { revenue_category_id?: number | null }[] | undefined,
    errors: FieldErrorCollector,
  ): Promise<void> {
    if (!items) return;
    const wanted = items.flatMap((item) => item.revenue_category_id ?? []);
    const existing = await this.refs.existingRevenueCategories([...new Set(wanted)], tx);
    items.forEach((item, index) => {
      if (item.revenue_category_id != null && !existing.has(item.revenue_category_id))
        errors.add(`items[${index}].revenue_category_id`, 'does not exist');
    });
  }
}
