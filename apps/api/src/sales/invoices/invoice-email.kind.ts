import type { SellerDocument } from '@faktura/domain';
import type { AccountTx } from '../../platform/database';
import type { Recipients } from '../../shared/emails';
import type { InvoiceReferencesRepository } from './invoice-references.repository';
import type { InvoiceRow } from './invoices.repository';

/**
 * What sending an invoice and sending one of its reminders share: a reminder needs of the
 * seller what its invoice needs, and both go to the invoice's recipients.
 */
export abstract class InvoiceEmailKind<Sending extends { invoice: InvoiceRow }> {
  abstract readonly documentKind: 'invoice' | 'invoice_reminder';

  protected constructor(private readonly references: InvoiceReferencesRepository) {}

  /** The seller in full, with the VAT ID itself when the invoice is exempt from VAT. */
  sellerDocument({ invoice }: Sending): SellerDocument {
    return { kind: this.documentKind, vatKind: invoice.vatCode?.kind ?? 'tax' };
  }

  /** The invoice's project's invoice recipients when it names any, else its customer's. */
  defaultRecipients({ invoice }: Sending, tx: AccountTx): Promise<Recipients> {
    return this.references.defaultRecipients(invoice, tx);
  }
}
