import jsQR from 'jsqr';
import { PDFParse } from 'pdf-parse';
import { PNG } from 'pngjs';

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
 * scale 3; the text is the code's bytes read as UTF-8.
 */
export async function decodePageQrCodes(
  data: Uint8Array,
): Promise<Array<{ page: number; text: string }>> {
  const parser = new PDFParse({ data: Buffer.from(data) });
  try {
    const shots = await parser.getScreenshot({ scale: 3, imageBuffer: true, imageDataUrl: false });
    const found: Array<{ page: number; text: string }> = [];
    for (const shot of shots.pages) {
      const png = PNG.sync.read(Buffer.from(shot.data));
      const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
      // jsQR now and then "finds" an empty code in dense text (a table of amounts); a payment
      // code is never empty.
      if (code && code.binaryData.length > 0) {
        found.push({
          page: shot.pageNumber,
          text: Buffer.from(code.binaryData).toString('utf8'),
        });
      }
    }
    return found;
  } finally {
    await parser.destroy();
  }
}
