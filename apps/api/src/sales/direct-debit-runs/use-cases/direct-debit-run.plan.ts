import {
  type Pain008Version,
  type SepaDirectDebit,
  isSepaIdentifier,
  isStructuredCreditorReference,
  sepaMessageId,
  writePain008,
} from '@faktura/banking';
import {
  collectionSequenceTypes,
  compactBankCode,
  formatMoney,
  invoiceOpenAmount,
} from '@faktura/domain';
import type {
  CreditorAccount,
  CustomerMandate,
  DirectDebitInvoice,
  NewDirectDebitRun,
} from '../direct-debit-runs.repository';

/** One invoice of a run and the mandate it is collected under. */
export interface CollectedInvoice {
  invoice: DirectDebitInvoice;
  mandate: CustomerMandate;
  /** Collections under the mandate that went out before this run (sent or booked). */
  earlierCollections: number;
}

/** What a run is made from: its reserved id, the moment, the checked creditor and invoices. */
export interface DirectDebitRunInput {
  runId: number;
  createdAt: Date;
  collectionDate: string;
  format: Pain008Version;
  creditor: CreditorAccount & { iban: string; creditor_id: string };
  collections: readonly CollectedInvoice[];
  finalForMandates: ReadonlySet<number>;
}

/**
 * The end-to-end id of an invoice's collection: its number and the run (`R260001-7`), unique per
 * account because the run id is; a number SEPA cannot carry falls back to the database id.
 */
function debitEndToEndId(invoice: DirectDebitInvoice, runId: number): string {
  const preferred = `${invoice.identifier ?? ''}-${runId}`;
  return isSepaIdentifier(preferred) ? preferred : `I${invoice.id}-${runId}`;
}

/**
 * The run to store (pure: no IO, no clock): one collection per invoice of its open amount under
 * its customer's mandate, the sequence types per mandate, the invoice's RF creditor reference
 * (else its number) as remittance, and the pain.008 file, checked by the writer.
 */
export function planDirectDebitRun(input: DirectDebitRunInput): NewDirectDebitRun {
  const messageId = sepaMessageId('PAIN008', input.runId, input.createdAt);
  const sequenceTypes = collectionSequenceTypes(
    input.collections.map(({ invoice, mandate, earlierCollections }) => ({
      invoiceId: invoice.id,
      mandateId: mandate.id,
      earlierCollections,
    })),
    input.finalForMandates,
  );
  const debits = input.collections.map(({ invoice, mandate }) => ({
    invoice,
    mandate,
    endToEndId: debitEndToEndId(invoice, input.runId),
    amount: formatMoney(invoiceOpenAmount(invoice.gross_total, invoice.payments), 'EUR'),
    sequenceType: sequenceTypes.get(invoice.id)!,
  }));
  const sepaDebits: SepaDirectDebit[] = debits.map((debit) => ({
    endToEndId: debit.endToEndId,
    amount: debit.amount,
    currency: 'EUR',
    scheme: debit.mandate.scheme,
    sequenceType: debit.sequenceType,
    collectionDate: input.collectionDate,
    mandate: { reference: debit.mandate.reference, signedOn: debit.mandate.signed_on },
    debtor: { name: debit.mandate.debtor_name, iban: debit.mandate.iban, bic: debit.mandate.bic },
    remittance: remittanceOf(debit.invoice),
  }));
  const xml = writePain008({
    version: input.format,
    messageId,
    createdAt: input.createdAt,
    creditor: { name: input.creditor.name, iban: input.creditor.iban, bic: input.creditor.bic },
    creditorId: input.creditor.creditor_id,
    debits: sepaDebits,
  });
  return {
    id: input.runId,
    messageId,
    format: input.format,
    xml,
    debits: debits.map((debit) => ({
      invoiceId: debit.invoice.id,
      mandateId: debit.mandate.id,
      endToEndId: debit.endToEndId,
      amount: debit.amount,
      sequenceType: debit.sequenceType,
      collectionDate: input.collectionDate,
    })),
  };
}

/** A valid RF creditor reference goes structured; otherwise the invoice number. */
function remittanceOf(invoice: DirectDebitInvoice): string {
  const reference = compactBankCode(invoice.creditor_reference ?? '');
  return isStructuredCreditorReference(reference)
    ? reference
    : (invoice.identifier ?? String(invoice.id));
}
