import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { Prisma } from '@faktura/db';
import { DomainError, type PurchaseStatus } from '@faktura/domain';
import type { AccountContext } from '../common/auth/account-context';
import { CustomPropertiesService } from '../common/custom-properties/custom-properties.service';
import { toDateColumn } from '../common/input/api-date.validator';
import { normalizeTags } from '../common/input/input-transforms';
import { NumberingService } from '../common/numbering/numbering.service';
import type { AccountTx } from '../database/account-scope.extension';
import { type FieldErrors, throwIfAny } from '../common/validation/field-errors';
import type { CreatePurchaseDto, PurchaseFieldsDto } from './dto/create-purchase.dto';
import type { PurchaseResponse } from './dto/purchase.response';
import type { UpdatePurchaseDto } from './dto/update-purchase.dto';
import { decodeDocument } from './purchase-document.content';
import {
  calculateItems,
  checkDates,
  customPropertiesInput,
  nextStatus,
  receiptTaken,
  titleOf,
  withUniqueReceipt,
} from './purchase-inputs';
import { PurchasePartsRepository } from './purchase-parts.repository';
import { PurchaseReferencesResolver } from './purchase-references.resolver';
import { PurchaseResponses } from './purchase-responses';
import { PurchaseChanges } from './purchase-changes';
import { PurchasesRepository } from './purchases.repository';

/** Creating and changing purchases: references, items and totals from the domain, numbering. */
@Injectable()
export class PurchaseEditingService {
  constructor(
    private readonly purchases: PurchasesRepository,
    private readonly parts: PurchasePartsRepository,
    private readonly resolver: PurchaseReferencesResolver,
    private readonly changes: PurchaseChanges,
    private readonly customProperties: CustomPropertiesService,
    private readonly numbering: NumberingService,
    private readonly responses: PurchaseResponses,
  ) {}

  /**
   * A new purchase (status `pending` unless sent) with its items, document, refund request and
   * card transaction; the number `E<yy><seq>` is taken last, under the sequence row's lock.
   */
  async create(account: AccountContext, input: CreatePurchaseDto): Promise<PurchaseResponse> {
    const { accountId } = account;
    const customProperties = await this.customProperties.resolve(
      accountId,
      'Purchase',
      customPropertiesInput(input),
    );
    const document = input.file ? decodeDocument(input.file) : null;
    return this.purchases.transaction(accountId, async (tx) => {
      const errors: FieldErrors = {};
      await this.resolver.currency(tx, input.currency, errors);
      const company = await this.resolver.company(tx, input.company_id ?? null, errors);
      await this.checkPeople(tx, input, errors);
      await this.resolver.cardTransaction(tx, null, input.credit_card_transaction, errors);
      const vats = await this.resolver.items(tx, input.items, errors);
      checkDates(
        {
          date: input.date,
          dueDate: input.due_date ?? null,
          from: input.service_period_from ?? null,
          to: input.service_period_to ?? null,
        },
        errors,
      );
      const receipt = input.receipt_identifier ?? null;
      if (company && receipt !== null)
        await this.checkReceipt(accountId, company.id, receipt, null, tx, errors);
      const state = nextStatus({ status: 'pending' }, input.status, errors);
      throwIfAny(errors);
      const { rows, totals } = calculateItems(
        input.items,
        vats,
        input.currency,
        company?.creditNumber ?? null,
      );
      const date = toDateColumn(input.date);
      const documentFileId = document && (await this.parts.storeFile(document, tx));
      const id = await withUniqueReceipt(() =>
        this.purchases.create(
          accountId,
          {
            // Numbered last (below), so the sequence row stays locked as briefly as possible.
            identifier: `pending-${randomUUID()}`,
            receiptIdentifier: receipt,
            title: titleOf(
              input.title,
              input.items.map((item) => item.title),
            ),
            info: input.info ?? null,
            iban: input.iban ?? null,
            reference: input.reference ?? null,
            date,
            dueDate: dateColumn(input.due_date) ?? null,
            servicePeriodFrom: dateColumn(input.service_period_from) ?? null,
            servicePeriodTo: dateColumn(input.service_period_to) ?? null,
            status: state.status,
            paymentMethod: input.payment_method,
            netTotal: totals.net_total.toString(),
            grossTotal: totals.gross_total.toString(),
            currency: input.currency,
            companyId: company?.id ?? null,
            userId: input.user_id === undefined ? account.userId : input.user_id,
            documentFileId,
            customProperties: customProperties as Prisma.InputJsonObject,
            tags: normalizeTags(input.tags ?? []),
          },
          rows,
          tx,
        ),
      );
      await this.changes.setParts(id, input, tx);
      const identifier = await this.numbering.next(tx, accountId, 'purchase', date);
      await this.purchases.update(accountId, id, { identifier }, tx);
      return this.responses.load(accountId, id, tx);
    });
  }

  /**
   * PUT: the fields sent change (`null` clears a nullable one); items stay as they are, but a new
   * currency recomputes their amounts and a new supplier their supplier credit number.
   */
  async update(
    account: AccountContext,
    id: number,
    input: UpdatePurchaseDto,
  ): Promise<PurchaseResponse> {
    const { accountId } = account;
    const document = input.file ? decodeDocument(input.file) : null;
    return this.purchases.transaction(accountId, async (tx) => {
      const purchase = await this.purchases.findForUpdate(accountId, id, tx);
      if (!purchase) throw DomainError.notFound();
      const customProperties = await this.customProperties.resolve(
        accountId,
        'Purchase',
        customPropertiesInput(input),
        purchase.customProperties as Record<string, unknown>,
      );
      const errors: FieldErrors = {};
      const company =
        input.company_id === undefined
          ? undefined
          : await this.resolver.company(tx, input.company_id, errors);
      await this.checkPeople(tx, input, errors);
      await this.resolver.cardTransaction(tx, id, input.credit_card_transaction, errors);
      const currency = await this.changes.checkCurrency(tx, purchase, input.currency, errors);
      const fields = this.changes.changedFields(purchase, input, errors);
      const companyId = company === undefined ? purchase.companyId : (company?.id ?? null);
      const receipt = fields.receiptIdentifier;
      if (companyId !== null && receipt !== null)
        await this.checkReceipt(accountId, companyId, receipt, id, tx, errors);
      const state = nextStatus({ status: purchase.status as PurchaseStatus }, input.status, errors);
      throwIfAny(errors);
      await withUniqueReceipt(() =>
        this.purchases.update(
          accountId,
          id,
          {
            ...fields.data,
            receiptIdentifier: receipt,
            status: state.status,
            companyId,
            customProperties: customProperties as Prisma.InputJsonObject,
          },
          tx,
        ),
      );
      if (company !== undefined)
        await this.changes.setSupplierCreditNumber(accountId, purchase, company, tx);
      if (currency) await this.changes.recompute(accountId, purchase, currency, tx);
      await this.changes.setParts(id, input, tx);
      if (document) {
        const fileId = await this.parts.storeFile(document, tx);
        await this.parts.replaceDocument(id, purchase.documentFileId, fileId, tx);
      }
      return this.responses.load(accountId, id, tx);
    });
  }

  private async checkPeople(
    tx: AccountTx,
    input: Partial<PurchaseFieldsDto>,
    errors: FieldErrors,
  ): Promise<void> {
    await this.resolver.user(tx, 'user_id', input.user_id, errors);
    await this.resolver.user(tx, 'refund_request.user_id', input.refund_request?.user_id, errors);
  }

  private async checkReceipt(
    accountId: number,
    companyId: number,
    receipt: string,
    exceptId: number | null,
    tx: AccountTx,
    errors: FieldErrors,
  ): Promise<void> {
    if (await this.purchases.receiptTaken(accountId, companyId, receipt, exceptId, tx))
      receiptTaken(errors);
  }
}

function dateColumn(value: string | null | undefined): Date | null | undefined {
  return value == null ? value : toDateColumn(value);
}
