import { SwissQRBill } from 'swissqrbill/svg';
import type { PaymentCodeView } from './payment-code.selector';

// The QR-bill is an A6 strip (210 x 105 mm) at the foot of an A4 page; the page has no margins
// and no page number, so nothing else reaches into the strip. The strip itself (receipt,
// payment part, QR code, separation line) is drawn by the `swissqrbill` renderer.
/** Stylesheet of the QR-bill page; documents that may print one include it. */
export const SWISS_QR_BILL_STYLE = `
@page qrbill { size: A4; margin: 0; @top-right { content: none; } }
.qr-bill-page { page: qrbill; break-before: page; position: relative; width: 210mm; height: 296mm; overflow: hidden; }
.qr-bill-intro { position: absolute; top: 25mm; left: 20mm; right: 20mm; }
.qr-bill { position: absolute; bottom: 0; left: 0; width: 210mm; height: 105mm; }
.qr-bill svg { display: block; }
`;

/** A page of its own with the QR-bill (receipt and payment part) in its bottom 105 mm. */
export function swissQrBillPageHtml(
  code: Extract<PaymentCodeView, { kind: 'swiss_qr_bill' }>,
  intro: string,
): string {
  const bill = new SwissQRBill(code.data, {
    language: code.language,
    fontName: 'Liberation Sans',
  });
  return `<section class="qr-bill-page">
<div class="qr-bill-intro">${intro}</div>
<div class="qr-bill">${bill.toString()}</div>
</section>`;
}
