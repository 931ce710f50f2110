import { StreamableFile } from '@nestjs/common';

/** A stored PDF as an inline download named after its document. */
export function pdfFile(pdf: { filename: string; data: Buffer }): StreamableFile {
  return new StreamableFile(pdf.data, {
    type: 'application/pdf',
    disposition: `inline; filename="${pdf.filename.replace(/["\\\r\n]/g, '_')}"`,
    length: pdf.data.length,
  });
}
