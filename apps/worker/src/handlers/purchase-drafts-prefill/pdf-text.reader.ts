import { PasswordException, PDFParse } from 'pdf-parse';

/** The text of a PDF as pages of lines, or why there is none to read. */
export type PdfText = { pages: string[][] } | { error: string };

/**
 * An `/Encrypt` entry in a trailer (or cross-reference stream) dictionary. pdf.js opens a PDF
 * encrypted with an owner password only without asking; such a file is still not read: an
 * encrypted PDF counts as one the inbox rejects (issue 32), whatever its passwords.
 */
const ENCRYPT_ENTRY = /\/Encrypt\s*(?:\d+\s+\d+\s+R|<<)/;

/**
 * Reads the text layer of a PDF, page by page. An encrypted, broken or text-less PDF (a scan)
 * gives an error that says which; only an unexpected failure throws.
 */
export async function readPdfText(data: Uint8Array): Promise<PdfText> {
  const bytes = Buffer.from(data);
  if (!bytes.subarray(0, 1024).toString('latin1').includes('%PDF-')) {
    return { error: 'the file is not a PDF' };
  }
  if (ENCRYPT_ENTRY.test(bytes.toString('latin1'))) return { error: 'the PDF is encrypted' };
  const parser = new PDFParse({ data: bytes });
  try {
    const result = await parser.getText();
    const pages = result.pages.map((page) => page.text.split('\n'));
    const hasText = pages.some((lines) => lines.some((line) => line.trim() !== ''));
    return hasText ? { pages } : { error: 'the PDF has no text layer (a scan or an image)' };
  } catch (error) {
    if (error instanceof PasswordException) return { error: 'the PDF is encrypted' };
    const name = error instanceof Error ? error.name : '';
    if (/InvalidPDF|FormatError|UnknownError/.test(name)) {
      return { error: 'the PDF is broken and cannot be read' };
    }
    throw error;
  } finally {
    await parser.destroy();
  }
}
