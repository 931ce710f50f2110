import { Injectable } from '@nestjs/common';
import type { Prisma } from '@faktura/db';
import {
  DomainError,
  calculateDocumentTotals,
  formatServicePeriod,
  initialInvoiceState,
} from '@faktura/domain';
import type { AccountContext } from '../common/auth/account-context';
import { CustomPropertiesService } from '../common/custom-properties/custom-properties.service';
import { toDateColumn } from '../common/input/api-date.validator';
import { normalizeTags } from '../common/input/input-transforms';
import { NumberingService } from '../common/numbering/numbering.service';
import { positionRows, sentPositionInputs } from '../common/positions/document-positions';
import { sanitizeOptionalRichText } from '../common/rich-text/rich-text.sanitizer';
import type { AccountTx } from '../database/account-scope.extension';
import { type FieldErrors, throwIfAny } from '../common/validation/field-errors';
import { OfferBillingService } from '../offers/offer-billing.service';
import { SalesReferencesResolver } from '../sales-documents/sales-references.resolver';
import type { CreateInvoiceDto } from './dto/create-invoice.dto';
import type { InvoiceResponse } from './dto/invoice.response';
import { type InvoiceParties, InvoiceReferencesResolver } from './invoice-references.resolver';
import { InvoiceResponses } from './invoice-responses';
import { InvoicesRepository } from './invoices.repository';

/** Creating invoices: references, numbering, positions with what they bill, totals, offer link. */
@Injectable()
export class InvoiceCreationService {
  constructor(
    private readonly invoices: InvoicesRepository,
    private readonly resolver: InvoiceReferencesResolver,
    private readonly salesRefs: SalesReferencesResolver,
    private readonly offerBilling: OfferBillingService,
    private readonly customProperties: CustomPropertiesService,
    private readonly numbering: NumberingService,
    private readonly responses: InvoiceResponses,
  ) {}

  /**
   * A regular invoice (the default; any status but `draft` counts as `created`) gets the next
   * number under the sequence lock in this transaction; a draft none. Activities and expenses
   * of the positions are marked billed; an offer becomes billed (partially when the invoice's
   * net is below the offer's).
   */
  async create(account: AccountContext, input: CreateInvoiceDto): Promise<InvoiceResponse> {
    const { accountId } = account;
    const customProperties = await this.customProperties.resolve(
      accountId,
      'Invoice',
      input.custom_properties,
    );
    return this.invoices.transaction(accountId, async (tx) => {
      const errors: FieldErrors = {};
      const parties = await this.resolver.parties(
        tx,
        {
          customerId: input.customer_id,
          projectId: input.project_id ?? null,
          offerId: input.offer_id ?? null,
        },
        errors,
      );
      await this.resolver.currency(tx, input.currency, errors);
      const vat = await this.salesRefs.salesVat(tx, input, errors);
      if (
        input.letter_paper_id != null &&
        (await tx.letterPaper.count({ where: { id: input.letter_paper_id } })) === 0
      )
        errors.letter_paper_id = ['does not exist'];
      await this.salesRefs.people(tx, input, errors);
      await this.salesRefs.revenueCategories(tx, input.items, errors);
      await this.resolver.billables(
        tx,
        accountId,
        parties.customer?.id ?? null,
        input.items,
        errors,
      );
      const servicePeriod = servicePeriodOf(input, errors);
      if (input.change_address === 'project' && input.project_id == null)
        errors.change_address = ['project needs project_id'];
      if (input.due_date < input.date) errors.due_date = ['must not be before date'];
      if (parties.project && parties.project.currency !== input.currency)
        errors.currency = ['does not match the currency of the project'];
      if (parties.offer && parties.offer.currency !== input.currency)
        errors.offer_id = ['has another currency than the invoice'];
      throwIfAny(errors);
      if (!vat) throw DomainError.validation({ tax: ["can't be blank"] });
      const totals = calculateDocumentTotals({
        kind: 'invoice',
        currency: input.currency,
        tax: vat.tax,
        vat_kind: vat.kind,
        discount: input.discount ?? 0,
        cash_discount: input.cash_discount ?? 0,
        items: sentPositionInputs(input.items),
      });
      const state = initialInvoiceState({ status: input.status === 'draft' ? 'draft' : 'created' });
      const date = toDateColumn(input.date);
      const settings = await tx.account.findFirstOrThrow({ select: { printDetailColumns: true } });
      const rows = positionRows(input.items, totals.items).map((row, index) => ({
        ...row,
        activityIds: input.items[index].activity_ids ?? [],
        expenseIds: input.items[index].expense_ids ?? [],
      }));
      const id = await this.invoices.create(
        accountId,
        {
          // Numbered last (below), so the sequence row stays locked as briefly as possible.
          identifier: null,
          status: state.status,
          locked: state.locked,
          date,
          dueDate: toDateColumn(input.due_date),
          ...servicePeriod,
          title: input.title,
          recipientAddress: input.recipient_address,
          currency: input.currency,
          netTotal: totals.net_total.toString(),
          grossTotal: totals.gross_total.toString(),
          tax: vat.tax,
          vatCodeId: vat.vatCode?.id ?? null,
          discount: (input.discount ?? 0).toString(),
          cashDiscount: (input.cash_discount ?? 0).toString(),
          cashDiscountDays: input.cash_discount_days ?? 0,
          debitNumber: parties.customer?.debitNumber ?? null,
          creditNumber: parties.customer?.creditNumber ?? null,
          salutation: sanitizeOptionalRichText(input.salutation) ?? null,
          footer: sanitizeOptionalRichText(input.footer) ?? null,
          printDetailColumns: input.print_detail_columns ?? settings.printDetailColumns,
          letterPaperId: input.letter_paper_id ?? null,
          withoutLetterPaper: input.without_letter_paper ?? false,
          customerId: input.customer_id,
          projectId: parties.project?.id ?? null,
          offerId: parties.offer?.id ?? null,
          userId: account.userId,
          internalContactId: input.internal_contact_id ?? null,
          tags: normalizeTags(input.tags ?? []),
          customProperties: customProperties as Prisma.InputJsonObject,
        },
        rows,
        tx,
      );
      await writeBackAddress(input, parties, tx);
      if (parties.offer)
        await this.offerBilling.bill(accountId, parties.offer, totals.net_total.toString(), tx);
      if (state.status !== 'draft') {
        const identifier = await this.numbering.next(tx, accountId, 'invoice', date);
        await this.invoices.update(accountId, id, { identifier }, tx);
      }
      return this.responses.load(accountId, id, tx);
    });
  }
}

/** Both service period dates or neither; the text is derived from them. */
function servicePeriodOf(input: CreateInvoiceDto, errors: FieldErrors) {
  const from = input.service_period_from ?? null;
  const to = input.service_period_to ?? null;
  const none = { servicePeriod: null, servicePeriodFrom: null, servicePeriodTo: null };
  if (from === null && to === null) return none;
  if (from === null || to === null) {
    errors[from === null ? 'service_period_from' : 'service_period_to'] = [
      'is required when the other service period date is given',
    ];
    return none;
  }
  try {
    return {
      servicePeriod: formatServicePeriod(from, to),
      servicePeriodFrom: toDateColumn(from),
      servicePeriodTo: toDateColumn(to),
    };
  } catch (error) {
    if (!DomainError.is(error)) throw error;
    Object.assign(errors, error.fieldErrors);
    return none;
  }
}

/** change_address: `customer` writes the address to the company, `project` to the project. */
async function writeBackAddress(
  input: CreateInvoiceDto,
  parties: InvoiceParties,
  tx: AccountTx,
): Promise<void> {
  const address = input.recipient_address;
  if (input.change_address === 'customer' && parties.customer)
    await tx.company.update({ where: { id: parties.customer.id }, data: { address } });
  if (input.change_address === 'project' && parties.project)
    await tx.project.update({
      where: { id: parties.project.id },
      data: { billingAddress: address },
    });
}
