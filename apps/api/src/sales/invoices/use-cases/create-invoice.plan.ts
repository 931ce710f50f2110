import type { Prisma } from '@faktura/db';
import {
  calculateDocumentTotals,
  type DocumentTotals,
  initialInvoiceState,
  type InvoiceState,
} from '@faktura/domain';
import { toDateColumn, normalizeTags } from '../../../platform/input';
import { positionRows, sentPositionInputs } from '../../../shared/sales-documents';
import type { SalesVat } from '../../../shared/sales-documents';
import { sanitizeOptionalRichText } from '../../../platform/rich-text';
import type { CreateInvoiceDto } from '../dto/create-invoice.dto';
import type { InvoiceParties, ServicePeriodColumns } from '../invoice-references.resolver';
import type { InvoicePositionData } from '../invoices.repository';
import { billedIdsOf } from '../invoice-billables';

/** What a new invoice was resolved to: its checked parties, VAT and the account's settings. */
export interface ResolvedInvoice {
  parties: InvoiceParties;
  vat: SalesVat;
  servicePeriod: ServicePeriodColumns;
  printDetailColumns: boolean;
  customProperties: Record<string, unknown>;
  userId: number;
}

/** The rows of a new invoice, ready to write; the number comes later, inside the write. */
export interface NewInvoicePlan {
  invoice: Omit<Prisma.InvoiceUncheckedCreateInput, 'accountId'>;
  positions: InvoicePositionData[];
  state: InvoiceState;
  /** The net total an offer the invoice bills is compared with. */
  netTotal: string;
  date: Date;
}

/**
 * A new invoice from its input and resolved references: positions and totals from the domain's
 * calculator, the status from `initialInvoiceState` (`draft` when asked, else `created`).
 */
export function planNewInvoice(input: CreateInvoiceDto, refs: ResolvedInvoice): NewInvoicePlan {
  const { parties, vat } = refs;
  const totals = invoiceTotals(input, vat);
  const state = initialInvoiceState({ status: input.status === 'draft' ? 'draft' : 'created' });
  const date = toDateColumn(input.date);
  const positions = positionRows(input.items, totals.items).map((row, index) => ({
    ...row,
    billed: billedIdsOf(input.items[index]),
  }));
  const invoice = {
    identifier: null,
    status: state.status,
    locked: state.locked,
    date,
    dueDate: toDateColumn(input.due_date),
    ...refs.servicePeriod,
    ...sentColumns(input),
    netTotal: totals.net_total.toString(),
    grossTotal: totals.gross_total.toString(),
    tax: vat.tax,
    vatCodeId: vat.vatCode?.id ?? null,
    // An explicit null in the body means none; an omitted field takes the customer's.
    buyerReference:
      input.buyer_reference !== undefined
        ? input.buyer_reference
        : (parties.customer?.buyerReference ?? null),
    debitNumber: parties.customer?.debitNumber ?? null,
    creditNumber: parties.customer?.creditNumber ?? null,
    printDetailColumns: input.print_detail_columns ?? refs.printDetailColumns,
    projectId: parties.project?.id ?? null,
    offerId: parties.offer?.id ?? null,
    userId: refs.userId,
    customProperties: refs.customProperties as Prisma.InputJsonObject,
  };
  return { invoice, positions, state, netTotal: totals.net_total.toString(), date };
}

/** The totals of a new invoice in the domain's calculator. */
export function invoiceTotals(input: CreateInvoiceDto, vat: SalesVat): DocumentTotals {
  return calculateDocumentTotals({
    kind: 'invoice',
    currency: input.currency,
    tax: vat.tax,
    vat_kind: vat.kind,
    discount: input.discount ?? 0,
    cash_discount: input.cash_discount ?? 0,
    items: sentPositionInputs(input.items),
  });
}

/** The columns taken from the body as sent (texts sanitized, defaults filled in). */
function sentColumns(input: CreateInvoiceDto) {
  return {
    title: input.title,
    recipientAddress: input.recipient_address,
    currency: input.currency,
    discount: (input.discount ?? 0).toString(),
    cashDiscount: (input.cash_discount ?? 0).toString(),
    cashDiscountDays: input.cash_discount_days ?? 0,
    salutation: sanitizeOptionalRichText(input.salutation) ?? null,
    footer: sanitizeOptionalRichText(input.footer) ?? null,
    letterPaperId: input.letter_paper_id ?? null,
    withoutLetterPaper: input.without_letter_paper ?? false,
    customerId: input.customer_id,
    internalContactId: input.internal_contact_id ?? null,
    tags: normalizeTags(input.tags ?? []),
  };
}
