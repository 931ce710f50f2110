/** Which documents an export takes: what differs between the two export resources. */
export interface BookkeepingExportKind {
  kind: 'invoices' | 'purchases';
  /** The documents' table (a constant: it goes into SQL as an identifier). */
  table: 'invoices' | 'purchases';
  /** The record's and the body's list of document IDs. */
  idsField: 'invoice_ids' | 'purchase_ids';
  /** What a document is called in messages. */
  noun: string;
  /** The party's company column and the company's number column an export fills. */
  partyColumn: 'customer_id' | 'company_id';
  numberColumn: 'debit_number' | 'credit_number';
}

export const INVOICE_EXPORTS: BookkeepingExportKind = {
  kind: 'invoices',
  table: 'invoices',
  idsField: 'invoice_ids',
  noun: 'invoice',
  partyColumn: 'customer_id',
  numberColumn: 'debit_number',
};

export const PURCHASE_EXPORTS: BookkeepingExportKind = {
  kind: 'purchases',
  table: 'purchases',
  idsField: 'purchase_ids',
  noun: 'purchase',
  partyColumn: 'company_id',
  numberColumn: 'credit_number',
};
