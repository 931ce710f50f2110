import { inspectPdf } from '@faktura/einvoice';
import { sniffFileKind } from '../../../shared/attachments';

/** What the importer does with an attachment. */
export type AttachmentKind =
  /** E-invoice XML or a hybrid PDF: the e-invoice import, a draft with its refusal otherwise. */
  | { kind: 'einvoice'; data: Buffer }
  /** A plain PDF: a draft whose prefill job reads it. */
  | { kind: 'pdf' }
  /** An image (a scan or a photo of a receipt): a draft. */
  | { kind: 'image' }
  /** Nothing to turn into a purchase: a draft with the reason. */
  | { kind: 'refused'; reason: string };

/** The row of a message without any attachment (InboxAttachment.sha256). */
export const MAIL_ROW = 'mail';

// A PDF's header may follow some junk, within the first KiB (as readers accept it).
const PDF_WINDOW = 1024;

/** Why a message without attachment is a draft. */
export const NO_ATTACHMENT = 'the message has no attachment';

const PDF_REFUSALS = {
  encrypted:
    'the PDF is encrypted (password protected), so Faktura cannot read it; ask the supplier for an unprotected copy',
  unreadable: 'the PDF cannot be read: it is damaged or not a PDF',
} as const;

/**
 * Sorts a stored attachment by its bytes, never by its file name or declared type. Archives
 * are never unpacked (a ZIP may hold anything, a bomb included): the user opens them.
 */
export async function classifyAttachment(data: Buffer): Promise<AttachmentKind> {
  const sniffed = sniffFileKind(data, { pdfWithin: PDF_WINDOW });
  switch (sniffed?.category) {
    case 'xml':
      return { kind: 'einvoice', data };
    case 'image':
      return { kind: 'image' };
    case 'pdf': {
      const pdf = await inspectPdf(data);
      if (pdf === 'einvoice') return { kind: 'einvoice', data };
      if (pdf === 'plain') return { kind: 'pdf' };
      return { kind: 'refused', reason: PDF_REFUSALS[pdf] };
    }
    case 'archive':
      return {
        kind: 'refused',
        reason: `the attachment is a ${sniffed.format} archive, which Faktura does not unpack; save the files inside and upload them`,
      };
    default:
      return {
        kind: 'refused',
        reason: 'the attachment is neither a PDF, an image nor an e-invoice XML',
      };
  }
}
