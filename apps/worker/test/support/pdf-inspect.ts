import { once } from 'node:events';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { PDFParse } from 'pdf-parse';

/** The text of every page, in order. */
export async function pdfPageTexts(data: Uint8Array): Promise<string[]> {
  const parser = new PDFParse({ data: Buffer.from(data) });
  try {
    const result = await parser.getText();
    return result.pages.map((page) => page.text);
  } finally {
    await parser.destroy();
  }
}

/** The text of the whole document. */
export async function pdfText(data: Uint8Array): Promise<string> {
  return (await pdfPageTexts(data)).join('\n');
}

/**
 * The QR codes found on the pages (one per page at most), decoded from page images rendered at
 * scale 3; the text is the code's bytes read as UTF-8. The work runs in a worker thread, outside
 * jest's module sandbox (qr-codes.worker.cjs says why).
 */
export async function decodePageQrCodes(
  data: Uint8Array,
): Promise<Array<{ page: number; text: string }>> {
  const worker = new Worker(join(__dirname, 'qr-codes.worker.cjs'), { workerData: data });
  try {
    const [answer] = (await once(worker, 'message')) as [QrAnswer];
    if ('error' in answer) throw new Error(`QR decoding failed: ${answer.error}`);
    return answer.codes;
  } finally {
    await worker.terminate();
  }
}

type QrAnswer = { codes: Array<{ page: number; text: string }> } | { error: string };
