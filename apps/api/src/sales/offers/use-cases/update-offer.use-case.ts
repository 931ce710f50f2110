import { Injectable } from '@nestjs/common';
import { DomainError, FieldErrorCollector } from '@faktura/domain';
import type { AccountContext } from '../../../platform/auth';
import { CustomPropertiesService } from '../../../platform/custom-properties';
import type { AccountTx } from '../../../platform/database';
import {
  AddressWriteBack,
  SalesReferencesRepository,
  SalesReferencesResolver,
  type SalesVat,
} from '../../../shared/sales-documents';
import type { OfferResponse } from '../dto/offer.response';
import type { UpdateOfferDto } from '../dto/update-offer.dto';
import { OfferApprovalsService } from '../offer-approvals.service';
import { OfferResponses } from '../offer-responses';
import { OffersRepository } from '../offers.repository';
import { DomainEvents } from '../../../platform/events';
import { DocumentWriteUseCase } from '../../../shared/document-resources';
import { assertOfferEditable, planOfferUpdate } from './change-offer.plan';

/**
 * PUT /offers/{id} (extension): changes content and positions, only while the offer is created
 * or sent. Resolve what the body refers to, plan the columns and positions, write them.
 */
@Injectable()
export class UpdateOfferUseCase extends DocumentWriteUseCase<OfferResponse> {
  constructor(
    private readonly offers: OffersRepository,
    private readonly refs: SalesReferencesRepository,
    private readonly resolver: SalesReferencesResolver,
    private readonly customProperties: CustomPropertiesService,
    private readonly approvals: OfferApprovalsService,
    private readonly addresses: AddressWriteBack,
    responses: OfferResponses,
    events: DomainEvents,
  ) {
    super(offers, responses, events);
  }

  async execute(
    account: AccountContext,
    id: number,
    input: UpdateOfferDto,
  ): Promise<OfferResponse> {
    const { accountId } = account;
    return this.writeDocument(account, 'offer.changed', async (tx) => {
      const offer = await this.offers.findForUpdate(accountId, id, tx);
      if (!offer) throw DomainError.notFound();
      assertOfferEditable(offer);
      const customProperties = await this.customProperties.resolve(
        accountId,
        'Offer',
        input.custom_properties,
        offer.customProperties as Record<string, unknown>,
      );
      const { vat, items } = await this.resolve(tx, accountId, input);
      const plan = planOfferUpdate(offer, { ...input, items }, { vat, customProperties });
      await this.offers.update(accountId, id, plan.offer, plan.positions, tx);
      const address = input.recipient_address;
      if (input.change_address === 'customer' && offer.companyId !== null && address !== undefined)
        await this.addresses.toCompany(account, offer.companyId, address, tx);
      await this.approvals.activateIfLinked(accountId, id, [input.salutation, input.footer], tx);
      return id;
    });
  }

  /**
   * The sent VAT (null when neither tax nor vat_code_id is sent) and the sent positions with
   * their catalog items copied in; people and categories checked.
   */
  private async resolve(
    tx: AccountTx,
    accountId: number,
    input: UpdateOfferDto,
  ): Promise<{ vat: SalesVat | null; items: UpdateOfferDto['items'] }> {
    const errors = new FieldErrorCollector();
    const changesVat = input.tax != null || input.vat_code_id != null;
    const found = await this.refs.lookUp(tx, this.resolver.lookups(accountId, input, changesVat));
    const vat = changesVat ? this.resolver.salesVat(input, found.vatCode, errors) : null;
    this.resolver.people(input, found, errors);
    this.resolver.revenueCategories(input.items, found.revenueCategories, errors);
    const items =
      input.items && this.resolver.catalogItems(input.items, found.catalogItems, errors);
    errors.throwIfAny();
    return { vat, items };
  }
}
