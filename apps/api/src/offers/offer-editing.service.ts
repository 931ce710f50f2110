import { Inject, Injectable } from '@nestjs/common';
import type { Prisma } from '@faktura/db';
import {
  calculateDocumentTotals,
  DomainError,
  initialOfferState,
  type DocumentTotals,
} from '@faktura/domain';
import type { AccountContext } from '../common/auth/account-context';
import { CustomPropertiesService } from '../common/custom-properties/custom-properties.service';
import { toDateColumn } from '../common/input/api-date.validator';
import { normalizeTags } from '../common/input/input-transforms';
import { NumberingService } from '../common/numbering/numbering.service';
import { sanitizeOptionalRichText } from '../common/rich-text/rich-text.sanitizer';
import { PUBLIC_URL } from '../config/api-config.token';
import { DocumentFileLinks } from '../documents/document-file-links.service';
import type { AccountTx } from '../database/account-scope.extension';
import type { AssignOfferDto } from './dto/assign-offer.dto';
import type { CreateOfferDto } from './dto/create-offer.dto';
import type { OfferResponse } from './dto/offer.response';
import type { UpdateOfferDto } from './dto/update-offer.dto';
import { OfferApprovalsService } from './offer-approvals.service';
import { sentPositionInputs, storedPositionInputs } from '../common/positions/document-positions';
import { positionRows } from './offer-positions';
import { type FieldErrors, throwIfAny } from '../common/validation/field-errors';
import { SalesReferencesRepository } from '../sales-documents/sales-references.repository';
import {
  SalesReferencesResolver,
  type SalesVat,
} from '../sales-documents/sales-references.resolver';
import { toOfferResponse } from './offer-response.mapper';
import { type OfferRow, OffersRepository } from './offers.repository';

/** Statuses in which content, positions and currency may still change. */
const EDITABLE = ['created', 'sent'];

/** Creating and changing offers: references, VAT code, positions and server-computed totals. */
@Injectable()
export class OfferEditingService {
  constructor(
    private readonly offers: OffersRepository,
    private readonly refs: SalesReferencesRepository,
    private readonly resolver: SalesReferencesResolver,
    private readonly customProperties: CustomPropertiesService,
    private readonly numbering: NumberingService,
    private readonly approvals: OfferApprovalsService,
    private readonly fileLinks: DocumentFileLinks,
    @Inject(PUBLIC_URL) private readonly publicUrl: string,
  ) {}

  async create(account: AccountContext, input: CreateOfferDto): Promise<OfferResponse> {
    const { accountId } = account;
    const customProperties = await this.customProperties.resolve(
      accountId,
      'Offer',
      input.custom_properties,
    );
    return this.offers.transaction(accountId, async (tx) => {
      const errors: FieldErrors = {};
      const parties = await this.resolver.parties(
        tx,
        {
          companyId: input.company_id ?? null,
          projectId: input.project_id ?? null,
          dealId: input.deal_id ?? null,
        },
        errors,
      );
      const currency = await this.resolver.currency(tx, input.currency, parties, errors);
      const vat = await this.resolver.salesVat(tx, input, errors);
      await this.resolver.people(tx, input, errors);
      await this.resolver.revenueCategories(tx, input.items, errors);
      throwIfAny(errors);
      if (!vat) throw DomainError.validation({ tax: ["can't be blank"] });
      const totals = totalsOf(currency, vat, input.discount ?? 0, sentPositionInputs(input.items));
      const account_ = await this.refs.account(tx);
      const identifier = await this.numbering.next(
        tx,
        accountId,
        'offer',
        toDateColumn(input.date),
      );
      const id = await this.offers.create(
        accountId,
        {
          identifier,
          date: toDateColumn(input.date),
          dueDate: toDateColumn(input.due_date),
          title: input.title,
          recipientAddress: input.recipient_address,
          currency,
          tax: vat.tax,
          vatCodeId: vat.vatCode?.id ?? null,
          discount: (input.discount ?? 0).toString(),
          netTotal: totals.net_total.toString(),
          grossTotal: totals.gross_total.toString(),
          status: initialOfferState().status,
          salutation: sanitizeOptionalRichText(input.salutation) ?? null,
          footer: sanitizeOptionalRichText(input.footer) ?? null,
          printDetailColumns: input.print_detail_columns ?? account_.printDetailColumns,
          companyId: parties.companyId,
          projectId: parties.projectId,
          dealId: parties.dealId,
          contactId: input.contact_id ?? null,
          userId: account.userId,
          internalContactId: input.internal_contact_id ?? null,
          tags: normalizeTags(input.tags ?? []),
          customProperties: customProperties as Prisma.InputJsonObject,
        },
        positionRows(input.items, totals.items),
        tx,
      );
      await this.writeBackAddress(input, parties.companyId, tx);
      await this.approvals.activateIfLinked(accountId, id, [input.salutation, input.footer], tx);
      return this.load(accountId, id, tx);
    });
  }

  /** Changes content and positions (extension); only while the offer is created or sent. */
  async update(account: AccountContext, id: number, input: UpdateOfferDto): Promise<OfferResponse> {
    const { accountId } = account;
    return this.offers.transaction(accountId, async (tx) => {
      const offer = await this.editable(accountId, id, tx);
      const customProperties = await this.customProperties.resolve(
        accountId,
        'Offer',
        input.custom_properties,
        offer.customProperties as Record<string, unknown>,
      );
      const errors: FieldErrors = {};
      const changesVat = input.tax != null || input.vat_code_id != null;
      const sentVat = changesVat ? await this.resolver.salesVat(tx, input, errors) : null;
      await this.resolver.people(tx, input, errors);
      await this.resolver.revenueCategories(tx, input.items, errors);
      throwIfAny(errors);
      const vat = sentVat ?? storedVat(offer);
      const discount = input.discount ?? offer.discount.toString();
      const positions = input.items
        ? sentPositionInputs(input.items)
        : storedPositionInputs(offer.positions);
      const totals = totalsOf(offer.currency, vat, discount, positions);
      await this.offers.update(
        accountId,
        id,
        {
          date: input.date === undefined ? undefined : toDateColumn(input.date),
          dueDate: input.due_date === undefined ? undefined : toDateColumn(input.due_date),
          title: input.title,
          recipientAddress: input.recipient_address,
          tax: vat.tax,
          vatCodeId: vat.vatCode?.id ?? null,
          discount: discount.toString(),
          netTotal: totals.net_total.toString(),
          grossTotal: totals.gross_total.toString(),
          salutation: sanitizeOptionalRichText(input.salutation),
          footer: sanitizeOptionalRichText(input.footer),
          printDetailColumns: input.print_detail_columns,
          contactId: input.contact_id,
          internalContactId: input.internal_contact_id,
          tags: input.tags === undefined ? undefined : normalizeTags(input.tags),
          customProperties: customProperties as Prisma.InputJsonObject,
        },
        input.items ? positionRows(input.items, totals.items) : undefined,
        tx,
      );
      await this.writeBackAddress(input, offer.companyId, tx);
      await this.approvals.activateIfLinked(accountId, id, [input.salutation, input.footer], tx);
      return this.load(accountId, id, tx);
    });
  }

  /**
   * Sets company, project and deal (sent fields only; null clears). The project's company wins;
   * a project or deal in another currency moves the offer to it, which re-rounds the totals and
   * is therefore refused once the offer left `created`/`sent`.
   */
  async assign(account: AccountContext, id: number, input: AssignOfferDto): Promise<OfferResponse> {
    const { accountId } = account;
    return this.offers.transaction(accountId, async (tx) => {
      const offer = await this.offers.findForUpdate(accountId, id, tx);
      if (!offer) throw DomainError.notFound();
      const errors: FieldErrors = {};
      const parties = await this.resolver.parties(
        tx,
        {
          companyId: input.company_id === undefined ? offer.companyId : input.company_id,
          projectId: input.project_id === undefined ? offer.projectId : input.project_id,
          dealId: input.deal_id === undefined ? offer.dealId : input.deal_id,
        },
        errors,
      );
      throwIfAny(errors);
      const currency = parties.projectCurrency ?? parties.dealCurrency ?? offer.currency;
      if (currency !== offer.currency && !EDITABLE.includes(offer.status))
        throw DomainError.rule('The currency of an offer cannot change after it was accepted');
      const totals = totalsOf(
        currency,
        storedVat(offer),
        offer.discount.toString(),
        storedPositionInputs(offer.positions),
      );
      await this.offers.update(
        accountId,
        id,
        {
          companyId: parties.companyId,
          projectId: parties.projectId,
          dealId: parties.dealId,
          currency,
          netTotal: totals.net_total.toString(),
          grossTotal: totals.gross_total.toString(),
        },
        currency === offer.currency
          ? undefined
          : offer.positions.map((position, index) =>
              storedRow(position, totals.items[index].net_total.toString()),
            ),
        tx,
      );
      return this.load(accountId, id, tx);
    });
  }

  private async editable(accountId: number, id: number, tx: AccountTx): Promise<OfferRow> {
    const offer = await this.offers.findForUpdate(accountId, id, tx);
    if (!offer) throw DomainError.notFound();
    if (!EDITABLE.includes(offer.status))
      throw DomainError.rule('Only offers in status created or sent can be changed');
    return offer;
  }

  /** change_address=customer writes the offer's address back to its company. */
  private async writeBackAddress(
    input: UpdateOfferDto,
    companyId: number | null,
    tx: AccountTx,
  ): Promise<void> {
    if (input.change_address !== 'customer' || companyId === null) return;
    if (input.recipient_address !== undefined)
      await this.refs.writeCompanyAddress(companyId, input.recipient_address, tx);
  }

  private async load(accountId: number, id: number, tx: AccountTx): Promise<OfferResponse> {
    const offer = await this.offers.find(accountId, id, tx);
    if (!offer) throw DomainError.notFound();
    const fileUrl = await this.fileLinks.lastPdf(accountId, 'offer', id, tx);
    return toOfferResponse(offer, { publicUrl: this.publicUrl, fileUrl });
  }
}

function totalsOf(
  currency: string,
  vat: SalesVat,
  discount: number | string,
  items: Parameters<typeof calculateDocumentTotals>[0]['items'],
): DocumentTotals {
  return calculateDocumentTotals({
    kind: 'offer',
    currency,
    tax: vat.tax,
    vat_kind: vat.kind,
    discount,
    items,
  });
}

/** The VAT an offer already has: its code's kind, or an inline rate. */
function storedVat(offer: OfferRow): SalesVat {
  return {
    vatCode: offer.vatCode,
    tax: offer.tax.toString(),
    kind: offer.vatCode?.kind ?? 'tax',
  };
}

/** A stored position as a row to store again (same order, new amounts). */
function storedRow(position: OfferRow['positions'][number], netTotal: string) {
  return {
    type: position.type,
    title: position.title,
    description: position.description,
    quantity: position.quantity,
    unit: position.unit,
    unitPrice: position.unitPrice,
    unitCost: position.unitCost,
    netTotal,
    optional: position.optional,
    serviceType: position.serviceType,
    subtotalType: position.subtotalType,
    revenueCategoryId: position.revenueCategoryId,
  };
}
