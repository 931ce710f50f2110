import { Injectable } from '@nestjs/common';
import { DomainError, FieldErrorCollector, initialPurchaseState, toDecimal } from '@faktura/domain';
import { CustomPropertiesService } from '../../../platform/custom-properties';
import { NumberingService } from '../../../platform/numbering';
import type { AccountTx } from '../../../platform/database';
import type { CreatePurchaseDto } from '../dto/create-purchase.dto';
import type { PurchaseResponse } from '../dto/purchase.response';
import { assertEInvoiceXml, decodeDocument, type DocumentFile } from '../../../shared/attachments';
import { checkDates, customPropertiesInput, withUniqueReceipt } from '../purchase-inputs';
import { PurchasePartsRepository } from '../purchase-parts.repository';
import { PurchaseReferencesResolver } from '../purchase-references.resolver';
import { PurchaseResponses } from '../purchase-responses';
import { DomainEvents, type EventActor } from '../../../platform/events';
import { DocumentWriteUseCase } from '../../../shared/document-resources';
import { PurchaseDraftConversion, type TakenDraft } from '../../purchase-drafts';
import { PurchasesRepository } from '../purchases.repository';
import {
  type NewPurchasePlan,
  planNewPurchase,
  type ResolvedPurchase,
} from './create-purchase.plan';

type References = Omit<ResolvedPurchase, 'userId' | 'customProperties'> & {
  /** The draft the purchase is made from (purchase_draft_id), locked. */
  draft: TakenDraft | null;
};

function assertTotals(plan: NewPurchasePlan, expected: { net: string; gross: string }): void {
  const net = toDecimal(plan.purchase.netTotal as string);
  const gross = toDecimal(plan.purchase.grossTotal as string);
  if (net.equals(toDecimal(expected.net)) && gross.equals(toDecimal(expected.gross))) return;
  throw DomainError.validation({
    file: [
      `the items add up to net ${net.toFixed(2)} and gross ${gross.toFixed(2)}, the document states net ${expected.net} and gross ${expected.gross}`,
    ],
  });
}

/**
 * POST /purchases: resolve the references (one 422 naming every problem), plan items and totals
 * with the domain, write the purchase with its document, refund request and card transaction.
 * The number `E<yy><seq>` is taken in the purchase's INSERT, under the sequence row's lock.
 */
@Injectable()
export class CreatePurchaseUseCase extends DocumentWriteUseCase<PurchaseResponse> {
  constructor(
    private readonly purchases: PurchasesRepository,
    private readonly parts: PurchasePartsRepository,
    private readonly resolver: PurchaseReferencesResolver,
    private readonly customProperties: CustomPropertiesService,
    private readonly numbering: NumberingService,
    responses: PurchaseResponses,
    events: DomainEvents,
    private readonly drafts: PurchaseDraftConversion,
  ) {
    super(purchases, responses, events);
  }

  /**
   * `expectedTotals` (the e-invoice import): the net and gross the planned items must add up to,
   * else a 422 on `file` before anything is written. The actor is a request's account context,
   * or one without a user (the inbox importer).
   */
  async execute(
    account: EventActor,
    input: CreatePurchaseDto,
    options: { expectedTotals?: { net: string; gross: string } } = {},
  ): Promise<PurchaseResponse> {
    const { accountId, userId } = account;
    const customProperties = await this.customProperties.resolve(
      accountId,
      'Purchase',
      customPropertiesInput(input),
    );
    const document = input.file ? decodeDocument(input.file) : null;
    if (document) await assertEInvoiceXml(document);
    return this.writeDocument(account, 'purchase.created', async (tx) => {
      const refs = await this.resolve(tx, accountId, input);
      const plan = planNewPurchase(input, { ...refs, userId, customProperties });
      if (options.expectedTotals) assertTotals(plan, options.expectedTotals);
      const id = await this.write(accountId, plan, document, tx, refs.draft?.fileId ?? null);
      if (refs.draft) await this.drafts.complete(tx, accountId, refs.draft, id);
      return id;
    });
  }

  private async resolve(
    tx: AccountTx,
    accountId: number,
    input: CreatePurchaseDto,
  ): Promise<References> {
    const errors = new FieldErrorCollector();
    const resolver = this.resolver;
    const found = await this.parts.lookUp(
      tx,
      resolver.lookups(accountId, input, input.items, null),
    );
    resolver.currency(input.currency, found, errors);
    const company = resolver.company(input.company_id ?? null, found, errors);
    resolver.people(input, found, errors);
    resolver.budgeting(found, errors);
    resolver.cardTransaction(null, found, errors);
    const vats = resolver.items(input.items, found, errors);
    checkDates(
      {
        date: input.date,
        dueDate: input.due_date ?? null,
        from: input.service_period_from ?? null,
        to: input.service_period_to ?? null,
      },
      errors,
    );
    resolver.receipt(company?.id ?? null, found, errors);
    const draft = await this.drafts.take(tx, accountId, input.purchase_draft_id, errors);
    const state = errors.capture(() => initialPurchaseState(input.status), initialPurchaseState());
    errors.throwIfAny();
    return { company, vats: vats.flatMap((vat) => vat ?? []), state, draft };
  }

  /**
   * Inserts the document, the numbered purchase with its items, then its parts. Without a
   * document the purchase takes its draft's stored file (`draftFileId`) as it is.
   */
  private async write(
    accountId: number,
    plan: NewPurchasePlan,
    document: DocumentFile | null,
    tx: AccountTx,
    draftFileId: number | null = null,
  ): Promise<number> {
    const documentFileId = document ? await this.parts.storeFile(document, tx) : draftFileId;
    // Numbered in the insert itself, so the sequence row stays locked as briefly as possible.
    const number = this.numbering.nextSql(accountId, 'purchase', plan.date);
    const id = await withUniqueReceipt(() =>
      this.purchases.create(
        accountId,
        { ...plan.purchase, documentFileId },
        plan.items,
        number,
        tx,
      ),
    );
    await this.parts.setParts(id, plan.parts, tx);
    return id;
  }
}
