import { formatAmount } from './document-format';
import { paragraphHtml, text } from './document-layout.template';
import { fillLabel, type DocumentLabels } from './document-labels';
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

/** What the payment block prints in the document's language and locale. */
export interface PaymentPrint {
  labels: DocumentLabels;
  locale: string;
}

/** The EPC ("GiroCode") code beside the payment terms; nothing for other payment codes. */
export function epcQrHtml(code: PaymentCodeView | null, print: PaymentPrint): string {
  if (code?.kind !== 'epc_qr') return '';
  const amount = formatAmount(code.amount, 'EUR', print.locale);
  return `<div class="epc-qr">${qrCodeSvg(code.payload, { size: '30mm' })}${text(fillLabel(print.labels.scanToPay, { amount }))}</div>`;
}

/**
 * The QR-bill page for a Swiss code, headed "Payment slip for invoice <number>" in the
 * document's language; nothing for other payment codes.
 */
export function qrBillPageHtml(
  code: PaymentCodeView | null,
  labels: DocumentLabels,
  invoiceNumber: string,
): string {
  if (code?.kind !== 'swiss_qr_bill') return '';
  const heading = fillLabel(labels.qrBillHeading, { number: invoiceNumber });
  return swissQrBillPageHtml(code, `<h1>${text(heading)}</h1>`);
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
  print: PaymentPrint,
): string {
  const reference =
    creditorReference === null
      ? null
      : fillLabel(print.labels.reference, { reference: creditorReference });
  const parts = [
    epcQrHtml(code, print),
    ...paragraphs.map(([className, value]) => paragraphHtml(className, value)),
    paragraphHtml('creditor-reference', reference),
  ].join('');
  return parts === '' ? '' : `<div class="payment">${parts}</div>`;
}
