import { PDFDocument } from '@cantoo/pdf-lib';
import { inspectPdf } from '../src';
import {
  INVOICE_PDF,
  pdfWithAttachment,
  referenceInvoice,
  utf8,
} from './fixtures/import/documents';

// The inbox sorts PDFs by what they contain: a hybrid goes to the e-invoice import, a plain one
// becomes a draft, an encrypted or unreadable one a draft with its reason.

describe('inspectPdf', () => {
  it('finds the e-invoice of a hybrid under each name, in any letter case', async () => {
    for (const name of ['factur-x.xml', 'ZUGFeRD-invoice.xml', 'xrechnung.xml']) {
      await expect(
        inspectPdf(await pdfWithAttachment(referenceInvoice('cii'), name)),
      ).resolves.toBe('einvoice');
    }
  });

  it('calls a PDF plain when it has no attachment or only other ones', async () => {
    await expect(inspectPdf(INVOICE_PDF)).resolves.toBe('plain');
    await expect(inspectPdf(await pdfWithAttachment(utf8('notes'), 'notes.txt'))).resolves.toBe(
      'plain',
    );
  });

  it('recognises an encrypted PDF without opening it', async () => {
    const document = await PDFDocument.load(INVOICE_PDF, { updateMetadata: false });
    document.encrypt({ userPassword: 'secret', ownerPassword: 'owner' });
    await expect(inspectPdf(await document.save())).resolves.toBe('encrypted');
  });

  it('calls a damaged or empty PDF unreadable', async () => {
    await expect(inspectPdf(utf8('%PDF-1.7\nthis is no PDF at all\n%%EOF'))).resolves.toBe(
      'unreadable',
    );
    await expect(inspectPdf(INVOICE_PDF.subarray(0, 400))).resolves.toBe('unreadable');
    const empty = await PDFDocument.create();
    await expect(inspectPdf(await empty.save({ addDefaultPage: false }))).resolves.toBe(
      'unreadable',
    );
  });
});
