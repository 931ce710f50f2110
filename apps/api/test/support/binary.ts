import type request from 'supertest';
import { PDFParse } from 'pdf-parse';

/** A supertest parser collecting the body as raw bytes, whatever its content type. */
export const binary: Parameters<request.Test['parse']>[0] = (res, done) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(Buffer.from(chunk)));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

/** The text of a PDF (pdf-parse). Works on a copy: pdf.js may detach the buffer it is given. */
export async function pdfText(data: Buffer): Promise<string> {
  const parser = new PDFParse({ data: Buffer.from(data) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}
