/** What a file of a bookkeeping export's ZIP belongs to. */
export type ExportDocumentFile =
  | { kind: 'invoice'; number: string; format: string }
  | { kind: 'invoice_reminder'; invoiceNumber: string; reminderId: number }
  | { kind: 'purchase'; number: string; extension: string };

/** A document number as a file name: characters other than letters, digits, `.-_` become `_`. */
const safe = (text: string) => text.replace(/[^A-Za-z0-9._-]/g, '_');

/**
 * The path of a document's file inside a bookkeeping export's ZIP, which the booking line's
 * Beleglink names too (the worker writes the link, the API the ZIP): `Belege/<number>.pdf`,
 * the invoice's e-invoice beside it (`Belege/<number>.xml`), a reminder under its invoice.
 */
export function exportDocumentPath(file: ExportDocumentFile): string {
  switch (file.kind) {
    case 'invoice':
      return file.format === 'pdf'
        ? `Belege/${safe(file.number)}.pdf`
        : `Belege/${safe(file.number)}.${file.format === 'factur-x' ? 'factur-x.pdf' : 'xml'}`;
    case 'invoice_reminder':
      return `Belege/${safe(file.invoiceNumber)}_Mahnung_${file.reminderId}.pdf`;
    case 'purchase':
      return `Belege/${safe(file.number)}.${safe(file.extension)}`;
  }
}
