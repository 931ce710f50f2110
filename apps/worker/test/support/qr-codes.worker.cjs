// Decodes the QR codes of a PDF's pages for pdf-inspect.ts, in a worker thread: under jest,
// module code runs in a vm context where every global lookup is slow, and pdf.js, pngjs and
// jsQR, which look up Math and typed arrays in their inner loops, took 5 to 8 times as long
// there (about 10 s per page instead of 2).
const { parentPort, workerData } = require('node:worker_threads');
const jsQR = require('jsqr');
const { PDFParse } = require('pdf-parse');
const { PNG } = require('pngjs');

async function decode(data) {
  const parser = new PDFParse({ data: Buffer.from(data) });
  try {
    const shots = await parser.getScreenshot({ scale: 3, imageBuffer: true, imageDataUrl: false });
    const found = [];
    for (const shot of shots.pages) {
      const png = PNG.sync.read(Buffer.from(shot.data));
      // Payment codes are printed dark on light: no second pass over an inverted page.
      const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height, {
        inversionAttempts: 'dontInvert',
      });
      // jsQR now and then "finds" an empty code in dense text (a table of amounts); a payment
      // code is never empty.
      if (code && code.binaryData.length > 0) {
        found.push({ page: shot.pageNumber, text: Buffer.from(code.binaryData).toString('utf8') });
      }
    }
    return found;
  } finally {
    await parser.destroy();
  }
}

decode(workerData).then(
  (codes) => parentPort.postMessage({ codes }),
  (error) =>
    parentPort.postMessage({ error: error instanceof Error ? error.stack : String(error) }),
);
