import { text } from './document-layout.template';
import type { SwissQrBillView } from './payment-code.selector';
import { qrCodeSvg } from './qr-code.svg';

// Dimensions, fonts and headings of the Swiss Implementation Guidelines QR-bill: an A6 strip
// (210 x 105 mm) at the foot of an A4 page, receipt 62 mm and payment part 148 mm wide, 5 mm
// margins, headings 6 pt (receipt) and 8 pt (payment part), the QR code 46 mm square. The page
// has no margins and no page number, so nothing else reaches into the strip.
/** Stylesheet of the QR-bill page; documents that may print one include it. */
export const SWISS_QR_BILL_STYLE = `
@page qrbill { size: A4; margin: 0; @bottom-center { content: none; } }
.qr-bill-page { page: qrbill; break-before: page; position: relative; width: 210mm; height: 296mm; overflow: hidden; }
.qr-bill-intro { position: absolute; top: 25mm; left: 20mm; right: 20mm; }
.qr-bill-separate { position: absolute; bottom: 106mm; left: 0; width: 210mm; text-align: center; font: 7pt 'Liberation Sans', Arial, sans-serif; }
.qr-bill { position: absolute; bottom: 0; left: 0; width: 210mm; height: 105mm; border-top: 0.2mm dashed #000; display: flex; font-family: 'Liberation Sans', Arial, sans-serif; color: #000; }
.qr-bill h2 { font-size: 11pt; font-weight: bold; margin: 0 0 5mm; line-height: 1.2; }
.qr-receipt { width: 62mm; height: 105mm; padding: 5mm; box-sizing: border-box; border-right: 0.2mm dashed #000; position: relative; }
.qr-payment { width: 148mm; height: 105mm; padding: 5mm; box-sizing: border-box; position: relative; }
.qr-receipt .qr-heading { font-size: 6pt; font-weight: bold; line-height: 9pt; }
.qr-receipt .qr-value { font-size: 8pt; line-height: 9pt; margin-bottom: 9pt; }
.qr-payment .qr-heading { font-size: 8pt; font-weight: bold; line-height: 11pt; }
.qr-payment .qr-value { font-size: 10pt; line-height: 11pt; margin-bottom: 11pt; }
.qr-receipt .qr-information { height: 56mm; overflow: hidden; }
.qr-receipt .qr-amounts { position: absolute; top: 68mm; left: 5mm; display: flex; gap: 6mm; }
.qr-receipt .qr-acceptance { position: absolute; top: 82mm; right: 5mm; font-size: 6pt; font-weight: bold; }
.qr-payment .qr-code { position: absolute; top: 17mm; left: 5mm; width: 46mm; height: 46mm; }
.qr-payment .qr-amounts { position: absolute; top: 68mm; left: 5mm; display: flex; gap: 6mm; }
.qr-payment .qr-information { position: absolute; top: 5mm; left: 61mm; width: 82mm; height: 95mm; overflow: hidden; }
.qr-box { display: block; margin-bottom: 9pt; }
`;

// The empty "Payable by" field: corner marks only, for a handwritten name and address.
function cornerBox(widthMm: number, heightMm: number): string {
  const w = widthMm;
  const h = heightMm;
  const c = 3;
  const path = `M0 ${c}V0H${c}M${w - c} 0H${w}V${c}M${w} ${h - c}V${h}H${w - c}M${c} ${h}H0V${h - c}`;
  return `<svg class="qr-box" width="${w}mm" height="${h}mm" viewBox="0 0 ${w} ${h}"><path d="${path}" fill="none" stroke="#000" stroke-width="0.26"/></svg>`;
}

const lines = (values: readonly string[]) => values.map(text).join('<br>');

function group(heading: string, value: string | null): string {
  if (value === null) return '';
  return `<div class="qr-heading">${text(heading)}</div><div class="qr-value">${value}</div>`;
}

function amounts(bill: SwissQrBillView): string {
  return `<div class="qr-amounts">
  <div><div class="qr-heading">Currency</div><div class="qr-value">${text(bill.currency)}</div></div>
  <div><div class="qr-heading">Amount</div><div class="qr-value">${text(bill.amount)}</div></div>
</div>`;
}

function payableBy(bill: SwissQrBillView, box: [number, number]): string {
  if (bill.debtor !== null) return group('Payable by', lines(bill.debtor));
  return `<div class="qr-heading">Payable by (name/address)</div>${cornerBox(...box)}`;
}

function receipt(bill: SwissQrBillView): string {
  return `<div class="qr-receipt">
<h2>Receipt</h2>
<div class="qr-information">
${group('Account / Payable to', lines([bill.account, ...bill.creditor]))}
${group('Reference', bill.reference === null ? null : text(bill.reference))}
${payableBy(bill, [52, 20])}
</div>
${amounts(bill)}
<div class="qr-acceptance">Acceptance point</div>
</div>`;
}

function paymentPart(payload: string, bill: SwissQrBillView): string {
  return `<div class="qr-payment">
<h2>Payment part</h2>
<div class="qr-code">${qrCodeSvg(payload, { size: '46mm', swissCross: true })}</div>
${amounts(bill)}
<div class="qr-information">
${group('Account / Payable to', lines([bill.account, ...bill.creditor]))}
${group('Reference', bill.reference === null ? null : text(bill.reference))}
${group('Additional information', bill.message === null ? null : text(bill.message))}
${payableBy(bill, [65, 25])}
</div>
</div>`;
}

/** A page of its own with the QR-bill (receipt and payment part) in its bottom 105 mm. */
export function swissQrBillPageHtml(payload: string, bill: SwissQrBillView, intro: string): string {
  return `<section class="qr-bill-page">
<div class="qr-bill-intro">${intro}</div>
<div class="qr-bill-separate">Separate before paying in</div>
<div class="qr-bill">
${receipt(bill)}
${paymentPart(payload, bill)}
</div>
</section>`;
}
