import type { StreamableFile } from '@nestjs/common';
import { storedFileResponse } from './stored-file';

/** A stored PDF as an inline download named after its document. */
export function pdfFile(pdf: { filename: string; data: Buffer }): StreamableFile {
  return storedFileResponse({ ...pdf, contentType: 'application/pdf' });
}
