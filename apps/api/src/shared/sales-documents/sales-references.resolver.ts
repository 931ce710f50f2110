import { Injectable } from '@nestjs/common';
import type { VatCodeSale } from '@faktura/db';
import { type FieldErrorCollector, toDecimal, toPercentage } from '@faktura/domain';
import { constantLookup, type LookedUp } from '../../platform/database';
import { SalesReferencesRepository, type SalesVatCode } from './sales-references.repository';
import {
  type CatalogItemValues,
  type CatalogPositionFields,
  withCatalogItems,
} from './catalog-item-positions';

/** The VAT code (or none, for an inline rate), the rate and the VAT kind of a document. */
export interface SalesVat {
  vatCode: Pick<VatCodeSale, 'id' | 'kind'> | null;
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

/** The IDs offer and invoice bodies name besides their parties. */
export interface SalesReferenceInput {
  tax?: number | null;
  vat_code_id?: number | null;
  contact_id?: number | null;
  internal_contact_id?: number | null;
  items?: readonly {
    revenue_category_id?: number | null;
    catalog_service_item_id?: number | null;
  }[];
}

/** What a sales document's references were looked up to. */
export type SalesReferencesFound = LookedUp<ReturnType<SalesReferencesResolver['lookups']>>;
/** What an offer's parties were looked up to. */
export type OfferPartiesFound = LookedUp<ReturnType<SalesReferencesResolver['partyLookups']>>;

type PartyIds = { companyId: number | null; projectId: number | null; dealId: number | null };

/**
 * Checks what an offer or invoice refers to (parties, currency, VAT, people, revenue categories)
 * and collects every problem, so one 422 names them all. The lookups come first, all in the one
 * statement the use case runs; the checks then read what they found.
 */
@Injectable()
export class SalesReferencesResolver {
  constructor(private readonly refs: SalesReferencesRepository) {}

  /** VAT code (unless `vat` is false), contact, internal contact and revenue categories. */
  lookups(accountId: number, input: SalesReferenceInput, vat = true) {
    const categories = (input.items ?? []).flatMap((item) => item.revenue_category_id ?? []);
    const catalogItems = (input.items ?? []).flatMap((item) => item.catalog_service_item_id ?? []);
    return {
      vatCode: vat ? this.vatCodeLookup(accountId, input) : constantLookup(null),
      contact: this.refs.contactExists(accountId, input.contact_id),
      internalContact: this.refs.userExists(accountId, input.internal_contact_id),
      revenueCategories: this.refs.existingRevenueCategories(accountId, [...new Set(categories)]),
      catalogItems: this.refs.catalogItems(accountId, [...new Set(catalogItems)]),
    };
  }

  /** The lookups of an offer's project, deal and company (the project's company wins). */
  partyLookups(accountId: number, ids: PartyIds) {
    return {
      project: this.refs.project(accountId, ids.projectId),
      deal: this.refs.deal(accountId, ids.dealId),
      company: this.refs.offerCompany(accountId, ids),
    };
  }

  parties(ids: PartyIds, found: OfferPartiesFound, errors: FieldErrorCollector): OfferParties {
    const { project, deal, company } = found;
    if (ids.projectId !== null && !project) errors.add('project_id', 'does not exist');
    if (ids.dealId !== null && !deal) errors.add('deal_id', 'does not exist');
    if (project && deal && project.currency !== deal.currency)
      errors.add('deal_id', 'has another currency than the project');
    // The project's company wins over a sent company_id, as the interface says.
    const companyId = project ? project.companyId : ids.companyId;
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
  currency(
    sent: string | undefined,
    parties: OfferParties,
    account: { currencies: string[]; defaultCurrency: string },
    errors: FieldErrorCollector,
  ): string {
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
  salesVat(
    input: { tax?: number | null; vat_code_id?: number | null },
    code: SalesVatCode | null,
    errors: FieldErrorCollector,
  ): SalesVat | null {
    if (input.vat_code_id != null) {
      if (!code) errors.add('vat_code_id', 'does not exist');
      // Deactivated codes stay on the documents that have them, but new ones cannot take them.
      else if (!code.active) errors.add('vat_code_id', 'is not active');
      return code && { vatCode: code, tax: toDecimal(code.tax).toString(), kind: code.kind };
    }
    if (input.tax == null) {
      errors.add('tax', "can't be blank without vat_code_id");
      return null;
    }
    const tax = input.tax;
    const rate = errors.capture(() => toPercentage(tax, 'tax'), null);
    if (rate === null) return null;
    return { vatCode: code, tax: rate.toString(), kind: 'tax' };
  }

  people(
    input: { contact_id?: number | null; internal_contact_id?: number | null },
    found: { contact: boolean; internalContact: boolean },
    errors: FieldErrorCollector,
  ): void {
    if (input.contact_id != null && !found.contact) errors.add('contact_id', 'does not exist');
    if (input.internal_contact_id != null && !found.internalContact)
      errors.add('internal_contact_id', 'does not exist');
  }

  revenueCategories(
    items: readonly { revenue_category_id?: number | null }[] | undefined,
    existing: Set<number>,
    errors: FieldErrorCollector,
  ): void {
    items?.forEach((item, index) => {
      if (item.revenue_category_id != null && !existing.has(item.revenue_category_id))
        errors.add(`items[${index}].revenue_category_id`, 'does not exist');
    });
  }

  /**
   * The positions with their catalog items copied in (withCatalogItems); a catalog item's
   * revenue category is the account's, so only sent categories need the check above.
   */
  catalogItems<P extends CatalogPositionFields>(
    items: readonly P[],
    found: readonly CatalogItemValues[],
    errors: FieldErrorCollector,
  ): P[] {
    return withCatalogItems(items, found, errors);
  }

  /** By vat_code_id, else by the sent rate (none when the rate is refused: salesVat says why). */
  private vatCodeLookup(accountId: number, input: SalesReferenceInput) {
    if (input.vat_code_id != null) return this.refs.salesVatCodeById(accountId, input.vat_code_id);
    const rate = input.tax == null ? null : percentageOrNull(input.tax);
    return rate === null ? constantLookup(null) : this.refs.salesVatCode(accountId, rate);
  }
}

function percentageOrNull(tax: number): string | null {
  try {
    return toPercentage(tax, 'tax').toString();
  } catch {
    return null;
  }
}
