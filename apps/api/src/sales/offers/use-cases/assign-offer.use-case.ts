import { Injectable } from '@nestjs/common';
import { DomainError, FieldErrorCollector } from '@faktura/domain';
import type { AccountContext } from '../../../platform/auth';
import {
  SalesReferencesRepository,
  SalesReferencesResolver,
} from '../../../shared/sales-documents';
import type { AssignOfferDto } from '../dto/assign-offer.dto';
import type { OfferResponse } from '../dto/offer.response';
import { OfferResponses } from '../offer-responses';
import { OffersRepository } from '../offers.repository';
import { DomainEvents } from '../../../platform/events';
import { DocumentWriteUseCase } from '../../../shared/document-resources';
import { planOfferAssignment } from './change-offer.plan';

/**
 * PUT /offers/{id}/assign: sets company, project and deal (sent fields only; null clears). The
 * project's company wins; a project or deal in another currency moves the offer to it, which
 * re-rounds the totals and is therefore refused once the offer left `created`/`sent`.
 */
@Injectable()
export class AssignOfferUseCase extends DocumentWriteUseCase<OfferResponse> {
  constructor(
    private readonly offers: OffersRepository,
    private readonly refs: SalesReferencesRepository,
    private readonly resolver: SalesReferencesResolver,
    responses: OfferResponses,
    events: DomainEvents,
  ) {
    super(offers, responses, events);
  }

  async execute(
    account: AccountContext,
    id: number,
    input: AssignOfferDto,
  ): Promise<OfferResponse> {
    const { accountId } = account;
    return this.writeDocument(account, 'offer.assigned', async (tx) => {
      const offer = await this.offers.findForUpdate(accountId, id, tx);
      if (!offer) throw DomainError.notFound();
      const errors = new FieldErrorCollector();
      const ids = {
        companyId: input.company_id === undefined ? offer.companyId : input.company_id,
        projectId: input.project_id === undefined ? offer.projectId : input.project_id,
        dealId: input.deal_id === undefined ? offer.dealId : input.deal_id,
      };
      const found = await this.refs.lookUp(tx, this.resolver.partyLookups(accountId, ids));
      const parties = this.resolver.parties(ids, found, errors);
      errors.throwIfAny();
      const plan = planOfferAssignment(offer, parties);
      await this.offers.update(accountId, id, plan.offer, plan.positions, tx);
      return id;
    });
  }
}
