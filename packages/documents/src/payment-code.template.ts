import { paragraphHtml, text } from './document-layout.template';
import type { PaymentCodeView } from './payment-code.selector';
import { qrCodeSvg } from './qr-code.svg';
import { SWISS_QR_BILL_STYLE, swissQrBillPageHtml } from './swiss-qr-bill.template';

/** Stylesheet of the payment codes (EPC block and QR-bill page). */
export const PAYMENT_CODE_STYLE = `
.payment { margin-top: 6mm; overflow: hidden; }
.payment p { margin: 0 0 2mm; }
.epc-qr { float: right; width: 32mm; margin: 0 0 2mm 6mm; text-align: center; font-size: 7pt; color: #333; }
.epc-qr svg { display: block; margin: 0 auto 1mm; }
${SWISS_QR_BILL_STYLE}`;

/** The EPC ("GiroCode") code beside the payment terms; nothing for other payment codes. */
export function epcQrHtml(code: PaymentCodeView | null): string {
  if (code?.kind !== 'epc_qr') return '';
  return `<div class="epc-qr">${qrCodeSvg(code.payload, { size: '30mm' })}Scan to pay ${text(code.amount)} EUR</div>`;
}

/** The QR-bill page for a Swiss code; nothing for other payment codes. */
export function qrBillPageHtml(code: PaymentCodeView | null, intro: string): string {
  if (code?.kind !== 'swiss_qr_bill') return '';
  return swissQrBillPageHtml(code, intro);
}

/**
 * The payment block below the totals: the EPC code (if any) beside the given paragraphs
 * (class, text; null texts are left out), then the creditor reference; nothing when all are
 * empty.
 */
export function paymentBlockHtml(
  code: PaymentCodeView | null,
  paragraphs: ReadonlyArray<readonly [className: string, text: string | null]>,
  creditorReference: string | null,
): string {
  const reference = creditorReference === null ? null : `Reference: ${creditorReference}`;
  const parts = [
    epcQrHtml(code),
    ...paragraphs.map(([className, value]) => paragraphHtml(className, value)),
    paragraphHtml('creditor-reference', reference),
  ].join('');
  return parts === '' ? '' : `<div class="payment">${parts}</div>`;
}
