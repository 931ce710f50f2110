import { Injectable } from '@nestjs/common';
import {
  DomainError,
  FieldErrorCollector,
  assertExportUnlocked,
  purchaseTransition,
  type PurchaseState,
  type PurchaseStatus,
} from '@faktura/domain';
import type { AccountContext } from '../../../platform/auth';
import { CustomPropertiesService } from '../../../platform/custom-properties';
import type { AccountTx } from '../../../platform/database';
import type { PurchaseResponse } from '../dto/purchase.response';
import type { UpdatePurchaseDto } from '../dto/update-purchase.dto';
import { decodeDocument } from '../../../shared/attachments';
import {
  checkDates,
  customPropertiesInput,
  updatedDates,
  withUniqueReceipt,
} from '../purchase-inputs';
import { PurchasePartsRepository } from '../purchase-parts.repository';
import { PurchaseReferencesResolver } from '../purchase-references.resolver';
import { PurchaseResponses } from '../purchase-responses';
import { DomainEvents } from '../../../platform/events';
import { DocumentWriteUseCase } from '../../../shared/document-resources';
import { type PurchaseRow, PurchasesRepository } from '../purchases.repository';
import { planPurchaseChange, type ResolvedPurchaseChange } from './update-purchase.plan';

type References = Omit<ResolvedPurchaseChange, 'customProperties'>;

/**
 * PUT /purchases/{id}: resolve what the sent fields refer to (one 422 naming every problem),
 * plan the changed columns (items stay, but a new currency recomputes their amounts and a new
 * supplier their credit number), write them with the parts and a new document.
 */
@Injectable()
export class UpdatePurchaseUseCase extends DocumentWriteUseCase<PurchaseResponse> {
  constructor(
    private readonly purchases: PurchasesRepository,
    private readonly parts: PurchasePartsRepository,
    private readonly resolver: PurchaseReferencesResolver,
    private readonly customProperties: CustomPropertiesService,
    responses: PurchaseResponses,
    events: DomainEvents,
  ) {
    super(purchases, responses, events);
  }

  async execute(
    account: AccountContext,
    id: number,
    input: UpdatePurchaseDto,
  ): Promise<PurchaseResponse> {
    const { accountId } = account;
    const document = input.file ? decodeDocument(input.file) : null;
    return this.writeDocument(account, 'purchase.changed', async (tx) => {
      const purchase = await this.purchases.findForUpdate(accountId, id, tx);
      if (!purchase) throw DomainError.notFound();
      assertExportUnlocked('purchase', purchase, 'update');
      const customProperties = await this.customProperties.resolve(
        accountId,
        'Purchase',
        customPropertiesInput(input),
        purchase.customProperties as Record<string, unknown>,
      );
      const refs = await this.resolve(tx, accountId, purchase, input);
      const plan = planPurchaseChange(purchase, input, { ...refs, customProperties });
      await withUniqueReceipt(() => this.purchases.change(accountId, id, plan, tx));
      await this.parts.setParts(id, plan.parts, tx);
      if (document) {
        const fileId = await this.parts.storeFile(document, tx);
        await this.parts.replaceDocument(id, purchase.documentFileId, fileId, tx);
      }
      return id;
    });
  }

  private async resolve(
    tx: AccountTx,
    accountId: number,
    purchase: PurchaseRow,
    input: UpdatePurchaseDto,
  ): Promise<References> {
    const errors = new FieldErrorCollector();
    const resolver = this.resolver;
    const found = await this.parts.lookUp(tx, resolver.lookups(accountId, input, [], purchase));
    const company =
      input.company_id === undefined
        ? undefined
        : resolver.company(input.company_id, found, errors);
    resolver.people(input, found, errors);
    resolver.budgeting(found, errors);
    resolver.cardTransaction(purchase.id, found, errors);
    const currency = resolver.currencyChange(purchase, input.currency, found, errors);
    checkDates(updatedDates(purchase, input), errors);
    const companyId = company === undefined ? purchase.companyId : (company?.id ?? null);
    resolver.receipt(companyId, found, errors);
    const state = errors.capture(() => nextState(purchase, input.status), stateOf(purchase));
    errors.throwIfAny();
    return { company, currency, state };
  }
}

function stateOf(purchase: PurchaseRow): PurchaseState {
  return { status: purchase.status as PurchaseStatus };
}

/** The state after the PUT: a sent status moves through the purchase machine. */
function nextState(purchase: PurchaseRow, status: string | undefined): PurchaseState {
  const current = stateOf(purchase);
  return status === undefined
    ? current
    : purchaseTransition(current, { type: 'update_status', status });
}
