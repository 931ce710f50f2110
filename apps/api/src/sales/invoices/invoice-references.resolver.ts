import { Injectable } from '@nestjs/common';
import { type FieldErrorCollector, formatServicePeriod } from '@faktura/domain';
import { toDateColumn } from '../../platform/input';
import type { AccountTx, LookedUp } from '../../platform/database';
import type { CreateInvoiceDto } from './dto/create-invoice.dto';
import type { InvoicePositionDto } from './dto/invoice-position.dto';
import { SalesReferencesRepository } from '../../shared/sales-documents';
import { type InvoiceCustomer, InvoiceReferencesRepository } from './invoice-references.repository';
import { BILLABLE_KINDS, INVOICE_BILLABLES } from './invoice-billables';

/** A position's field naming what it bills. */
type BillableField = (typeof INVOICE_BILLABLES)[keyof typeof INVOICE_BILLABLES]['field'];

/** The customer, project and offer of a new invoice, checked. */
export interface InvoiceParties {
  customer: InvoiceCustomer | null;
  project: { id: number; currency: string } | null;
  offer: { id: number; status: string; netTotal: { toString(): string }; currency: string } | null;
}

/** The service period columns of an invoice: both dates and the text derived from them, or none. */
export interface ServicePeriodColumns {
  servicePeriod: string | null;
  servicePeriodFrom: Date | null;
  servicePeriodTo: Date | null;
}

const hasDetail = (item: InvoicePositionDto) =>
  item.quantity != null && item.unit != null && item.unit !== '' && item.unit_price != null;

/** The references of a new invoice besides those all sales documents have. */
export type InvoiceReferencesFound = LookedUp<ReturnType<InvoiceReferencesResolver['lookups']>>;

/**
 * Checks what a new invoice refers to and collects every problem, so one 422 names them all:
 * customer, project of that customer, offer of that customer, currency of the account, letter
 * paper, and the activities, expenses and payment schedules the positions bill. The lookups
 * are run by the use case in one statement with the other references; the checks read what
 * they found.
 */
@Injectable()
export class InvoiceReferencesResolver {
  constructor(
    private readonly refs: InvoiceReferencesRepository,
    private readonly sales: SalesReferencesRepository,
  ) {}

  lookups(accountId: number, input: CreateInvoiceDto) {
    return {
      customer: this.refs.customer(accountId, input.customer_id),
      project: this.sales.project(accountId, input.project_id),
      offer: this.refs.offer(accountId, input.offer_id ?? null),
      account: this.sales.account(accountId),
      letterPaper: this.refs.letterPaperExists(accountId, input.letter_paper_id),
    };
  }

  parties(
    ids: { customerId: number; projectId: number | null; offerId: number | null },
    found: InvoiceReferencesFound,
    errors: FieldErrorCollector,
  ): InvoiceParties {
    const { customer, project, offer } = found;
    if (!customer) errors.add('customer_id', 'does not exist');
    if (ids.projectId !== null && !project) errors.add('project_id', 'does not exist');
    else if (project && customer && project.companyId !== customer.id)
      errors.add('project_id', 'belongs to another customer');
    if (ids.offerId !== null && !offer) errors.add('offer_id', 'does not exist');
    else if (offer && customer && offer.companyId !== null && offer.companyId !== customer.id)
      errors.add('offer_id', 'belongs to another customer');
    return { customer, project: project && { id: project.id, currency: project.currency }, offer };
  }

  /**
   * Checks the currency against the account's and answers the account's invoice settings, with
   * the QR-IBAN that decides the payment reference.
   */
  account(
    account: InvoiceReferencesFound['account'],
    currency: string,
    errors: FieldErrorCollector,
  ): { printDetailColumns: boolean; qrIban: string | null } {
    if (!account.currencies.includes(currency))
      errors.add('currency', 'is not a currency of the account');
    return { printDetailColumns: account.printDetailColumns, qrIban: account.qrIban };
  }

  letterPaper(id: number | null | undefined, exists: boolean, errors: FieldErrorCollector): void {
    if (id != null && !exists) errors.add('letter_paper_id', 'does not exist');
  }

  /**
   * activity_ids, expense_ids and payment_schedule_ids: only on positions with quantity, unit
   * and unit_price; each must exist, belong to a project of the customer, be unbilled, and be
   * billed by one position. A position's field names its last problem only. One locking
   * statement per kind billed, in the invoice's transaction.
   */
  async billables(
    tx: AccountTx,
    accountId: number,
    customerId: number | null,
    items: readonly InvoicePositionDto[],
    errors: FieldErrorCollector,
  ): Promise<void> {
    for (const kind of BILLABLE_KINDS) {
      const { field } = INVOICE_BILLABLES[kind];
      const wanted = wantedBillables(items, field, errors);
      if (wanted.size === 0) continue;
      const ids = [...wanted.keys()];
      const found = await this.refs.lockBillables(accountId, kind, ids, tx);
      const byId = new Map(found.map((row) => [row.id, row]));
      for (const [id, index] of wanted) {
        const row = byId.get(id);
        const key = `items[${index}].${field}`;
        if (!row) errors.replace(key, `${id} does not exist`);
        else if (row.companyId !== customerId)
          errors.replace(key, `${id} belongs to a project of another customer`);
        else if (row.billed) errors.replace(key, `${id} is already billed`);
      }
    }
  }
}

/** The IDs the positions bill, each with the (last) position that bills it. */
function wantedBillables(
  items: readonly InvoicePositionDto[],
  field: BillableField,
  errors: FieldErrorCollector,
): Map<number, number> {
  const wanted = new Map<number, number>();
  items.forEach((item, index) => {
    const ids = item[field] ?? [];
    if (ids.length === 0) return;
    if (!hasDetail(item)) {
      errors.replace(
        `items[${index}].${field}`,
        'only positions with quantity, unit and unit_price can bill them',
      );
      return;
    }
    for (const id of ids) {
      if (wanted.has(id)) errors.replace(`items[${index}].${field}`, `${id} is billed twice`);
      wanted.set(id, index);
    }
  });
  return wanted;
}

/** Both service period dates or neither; the text is derived from them. */
export function servicePeriodOf(
  input: CreateInvoiceDto,
  errors: FieldErrorCollector,
): ServicePeriodColumns {
  const from = input.service_period_from ?? null;
  const to = input.service_period_to ?? null;
  const none: ServicePeriodColumns = {
    servicePeriod: null,
    servicePeriodFrom: null,
    servicePeriodTo: null,
  };
  if (from === null && to === null) return none;
  if (from === null || to === null) {
    errors.add(
      from === null ? 'service_period_from' : 'service_period_to',
      'is required when the other service period date is given',
    );
    return none;
  }
  return errors.capture<ServicePeriodColumns>(
    () => ({
      servicePeriod: formatServicePeriod(from, to),
      servicePeriodFrom: toDateColumn(from),
      servicePeriodTo: toDateColumn(to),
    }),
    none,
  );
}

/**
 * The checks of an invoice against itself and its parties. A project or offer in another
 * currency supersedes what was found on `currency` or `offer_id` before.
 */
export function checkInvoiceInput(
  input: CreateInvoiceDto,
  parties: InvoiceParties,
  errors: FieldErrorCollector,
): void {
  if (input.change_address === 'project' && input.project_id == null)
    errors.add('change_address', 'project needs project_id');
  if (input.due_date < input.date) errors.add('due_date', 'must not be before date');
  if (parties.project && parties.project.currency !== input.currency)
    errors.replace('currency', 'does not match the currency of the project');
  if (parties.offer && parties.offer.currency !== input.currency)
    errors.replace('offer_id', 'has another currency than the invoice');
}
