import { Injectable } from '@nestjs/common';
import { DomainError, FieldErrorCollector } from '@faktura/domain';
import type { AccountContext } from '../../../platform/auth';
import { CustomPropertiesService } from '../../../platform/custom-properties';
import { toDateColumn } from '../../../platform/input';
import { NumberingService } from '../../../platform/numbering';
import type { AccountTx } from '../../../platform/database';
import {
  AddressWriteBack,
  SalesReferencesRepository,
  SalesReferencesResolver,
} from '../../../shared/sales-documents';
import type { CreateOfferDto } from '../dto/create-offer.dto';
import type { OfferResponse } from '../dto/offer.response';
import { OfferApprovalsService } from '../offer-approvals.service';
import { OfferResponses } from '../offer-responses';
import { OffersRepository } from '../offers.repository';
import { DomainEvents } from '../../../platform/events';
import { DocumentWriteUseCase } from '../../../shared/document-resources';
import { planNewOffer, type ResolvedOffer } from './create-offer.plan';

type References = Omit<ResolvedOffer, 'customProperties' | 'userId'> & {
  /** The positions with their catalog items copied in. */
  items: CreateOfferDto['items'];
};

/**
 * POST /offers: resolve the references (one statement; one 422 naming every problem), plan the
 * rows with the domain, write them with the next number (one statement); change_address=customer writes the address back
 * to the company, and texts that link to the approval page activate it.
 */
@Injectable()
export class CreateOfferUseCase extends DocumentWriteUseCase<OfferResponse> {
  constructor(
    private readonly offers: OffersRepository,
    private readonly refs: SalesReferencesRepository,
    private readonly resolver: SalesReferencesResolver,
    private readonly customProperties: CustomPropertiesService,
    private readonly numbering: NumberingService,
    private readonly approvals: OfferApprovalsService,
    private readonly addresses: AddressWriteBack,
    responses: OfferResponses,
    events: DomainEvents,
  ) {
    super(offers, responses, events);
  }

  async execute(account: AccountContext, input: CreateOfferDto): Promise<OfferResponse> {
    const { accountId, userId } = account;
    const customProperties = await this.customProperties.resolve(
      accountId,
      'Offer',
      input.custom_properties,
    );
    return this.writeDocument(account, 'offer.created', async (tx) => {
      const { items, ...refs } = await this.resolve(tx, accountId, input);
      const plan = planNewOffer({ ...input, items }, { ...refs, customProperties, userId });
      const companyId = refs.parties.companyId;
      if (input.change_address === 'customer' && companyId !== null)
        await this.addresses.toCompany(account, companyId, input.recipient_address, tx);
      // Numbered in the insert itself, so the sequence row stays locked as briefly as possible.
      const number = this.numbering.nextSql(accountId, 'offer', toDateColumn(input.date));
      const id = await this.offers.create(accountId, plan.offer, plan.positions, number, tx);
      await this.approvals.activateIfLinked(accountId, id, [input.salutation, input.footer], tx);
      return id;
    });
  }

  /** Every reference in one statement, then the checks in the order of the fields. */
  private async resolve(
    tx: AccountTx,
    accountId: number,
    input: CreateOfferDto,
  ): Promise<References> {
    const errors = new FieldErrorCollector();
    const ids = {
      companyId: input.company_id ?? null,
      projectId: input.project_id ?? null,
      dealId: input.deal_id ?? null,
    };
    const found = await this.refs.lookUp(tx, {
      ...this.resolver.partyLookups(accountId, ids),
      ...this.resolver.lookups(accountId, input),
      account: this.refs.account(accountId),
    });
    const parties = this.resolver.parties(ids, found, errors);
    const currency = this.resolver.currency(input.currency, parties, found.account, errors);
    const vat = this.resolver.salesVat(input, found.vatCode, errors);
    this.resolver.people(input, found, errors);
    this.resolver.revenueCategories(input.items, found.revenueCategories, errors);
    const items = this.resolver.catalogItems(input.items, found.catalogItems, errors);
    errors.throwIfAny();
    if (!vat) throw DomainError.validation({ tax: ["can't be blank"] });
    const printDetailColumns = found.account.printDetailColumns;
    return { parties, currency, vat, printDetailColumns, items };
  }
}
