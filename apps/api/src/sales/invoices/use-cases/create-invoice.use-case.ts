import { Injectable } from '@nestjs/common';
import { DomainError, FieldErrorCollector, invoicePaymentReference } from '@faktura/domain';
import type { AccountContext } from '../../../platform/auth';
import { CustomPropertiesService } from '../../../platform/custom-properties';
import { NumberingService } from '../../../platform/numbering';
import type { AccountTx } from '../../../platform/database';
import { DomainEvents } from '../../../platform/events';
import type { DomainEvent } from '../../../platform/events';
import { DocumentWriteUseCase } from '../../../shared/document-resources';
import { OfferBillingService } from '../../offers';
import {
  AddressWriteBack,
  SalesReferencesRepository,
  SalesReferencesResolver,
} from '../../../shared/sales-documents';
import type { CreateInvoiceDto } from '../dto/create-invoice.dto';
import type { InvoiceResponse } from '../dto/invoice.response';
import {
  checkInvoiceInput,
  type InvoiceParties,
  InvoiceReferencesResolver,
  servicePeriodOf,
} from '../invoice-references.resolver';
import { InvoiceResponses } from '../invoice-responses';
import { InvoicesRepository } from '../invoices.repository';
import { billedByAll, billingEvents } from '../invoice-billables';
import { planNewInvoice, type ResolvedInvoice } from './create-invoice.plan';
type References = Omit<ResolvedInvoice, 'customProperties' | 'userId'> & {
  /** The positions with their catalog items copied in. */
  items: CreateInvoiceDto['items'];
  /** The account's QR-IBAN, which decides the payment reference. */
  qrIban: string | null;
};

/**
 * POST /invoices: resolve the references (one statement; one 422 naming every problem), plan the
 * rows with the domain, write them (one statement for invoice and positions). A regular invoice
 * (any status but `draft` counts as `created`) gets the next number under the sequence lock in
 * that statement, a draft none; with its number it gets its payment reference
 * (`invoicePaymentReference`). Activities,
 * expenses and payment schedules of the positions are marked billed; an offer becomes billed (partially when the
 * invoice's net is below the offer's).
 */
@Injectable()
export class CreateInvoiceUseCase extends DocumentWriteUseCase<InvoiceResponse> {
  constructor(
    private readonly invoices: InvoicesRepository,
    private readonly resolver: InvoiceReferencesResolver,
    private readonly salesRefs: SalesReferencesResolver,
    private readonly salesRecords: SalesReferencesRepository,
    private readonly offerBilling: OfferBillingService,
    private readonly addresses: AddressWriteBack,
    private readonly customProperties: CustomPropertiesService,
    private readonly numbering: NumberingService,
    responses: InvoiceResponses,
    events: DomainEvents,
  ) {
    super(invoices, responses, events);
  }

  async execute(account: AccountContext, input: CreateInvoiceDto): Promise<InvoiceResponse> {
    const { accountId, userId } = account;
    const customProperties = await this.customProperties.resolve(
      accountId,
      'Invoice',
      input.custom_properties,
    );
    return this.writeDocument(account, 'invoice.created', async (tx) => {
      const { items, ...refs } = await this.resolve(tx, accountId, input);
      const sent = { ...input, items };
      const plan = planNewInvoice(sent, { ...refs, customProperties, userId });
      await this.writeBackAddress(account, sent, refs.parties, tx);
      const { offer } = refs.parties;
      if (offer) await this.offerBilling.bill(accountId, offer, plan.netTotal, tx);
      // Numbered in the insert itself, so the sequence row stays locked as briefly as possible.
      const number =
        plan.state.status === 'draft'
          ? null
          : this.numbering.nextSql(accountId, 'invoice', plan.date);
      const { id, identifier } = await this.invoices.create(
        accountId,
        plan.invoice,
        plan.positions,
        number,
        tx,
      );
      // Known only once the insert has taken the number; the same transaction keeps it whole.
      const { currency } = plan.invoice;
      const reference = invoicePaymentReference({ id, identifier, currency, qrIban: refs.qrIban });
      if (reference !== null)
        await this.invoices.update(accountId, id, { creditorReference: reference }, tx);
      const followedBy: DomainEvent[] = [
        // After the invoice's insert: the offer names the invoice that billed it.
        ...(offer ? [{ type: 'offer.billed', id: offer.id } as const] : []),
        ...billingEvents('billed', billedByAll(plan.positions)),
      ];
      return { id, followedBy };
    });
  }

  private async resolve(
    tx: AccountTx,
    accountId: number,
    input: CreateInvoiceDto,
  ): Promise<References> {
    const errors = new FieldErrorCollector();
    const found = await this.salesRecords.lookUp(tx, {
      ...this.resolver.lookups(accountId, input),
      ...this.salesRefs.lookups(accountId, input),
    });
    const ids = {
      customerId: input.customer_id,
      projectId: input.project_id ?? null,
      offerId: input.offer_id ?? null,
    };
    const parties = this.resolver.parties(ids, found, errors);
    const settings = this.resolver.account(found.account, input.currency, errors);
    const vat = this.salesRefs.salesVat(input, found.vatCode, errors);
    this.resolver.letterPaper(input.letter_paper_id, found.letterPaper, errors);
    this.salesRefs.people(input, found, errors);
    this.salesRefs.revenueCategories(input.items, found.revenueCategories, errors);
    const items = this.salesRefs.catalogItems(input.items, found.catalogItems, errors);
    const sent = { ...input, items };
    const customerId = parties.customer?.id ?? null;
    await this.resolver.billables(tx, accountId, customerId, items, errors);
    const servicePeriod = servicePeriodOf(sent, errors);
    checkInvoiceInput(sent, parties, errors);
    errors.throwIfAny();
    if (!vat) throw DomainError.validation({ tax: ["can't be blank"] });
    return { parties, vat, servicePeriod, ...settings, items };
  }

  /**
   * change_address: `customer` writes the address to the company, `project` to the project.
   * Its event is recorded at once, before the invoice's writes: the delivery's payload shows
   * the record as this write left it.
   */
  private async writeBackAddress(
    account: AccountContext,
    input: CreateInvoiceDto,
    parties: InvoiceParties,
    tx: AccountTx,
  ): Promise<void> {
    const address = input.recipient_address;
    if (input.change_address === 'customer' && parties.customer)
      await this.addresses.toCompany(account, parties.customer.id, address, tx);
    if (input.change_address === 'project' && parties.project)
      await this.addresses.toProject(account, parties.project.id, address, tx);
  }
}
