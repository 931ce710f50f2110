import {
  compactReference,
  isQrIban,
  isSwissIban,
  isValidCreditorReference,
  isValidQrReference,
} from './payment-reference.checks';
import type { StructuredAddress } from './postal-address.parser';

/** How a Swiss QR-bill payment is referenced: QR reference, ISO 11649 reference or none. */
export type SwissReference =
  { type: 'QRR'; value: string } | { type: 'SCOR'; value: string } | { type: 'NON' };

/** Everything a Swiss QR-bill (Swiss Payment Standards, QR-bill v2.3) carries here. */
export interface SwissQrBill {
  /** IBAN or QR-IBAN of CH or LI. */
  iban: string;
  creditor: StructuredAddress;
  /** Two decimals, 0.01 to 999999999.99. */
  amount: string;
  currency: 'CHF' | 'EUR';
  debtor: StructuredAddress | null;
  reference: SwissReference;
  /** Unstructured message, at most 140 characters. */
  message: string;
}

// Field lengths of the implementation guidelines; longer values are cut rather than refused,
// since the printed address block above the payment part shows them in full anyway.
const field = (value: string, max: number) =>
  value
    .replace(/[\r\n]+/g, ' ')
    .trim()
    .slice(0, max)
    .trim();

// Only structured addresses (type S) are accepted since November 2025.
function addressLines(address: StructuredAddress | null): string[] {
  if (address === null) return ['', '', '', '', '', '', ''];
  return [
    'S',
    field(address.name, 70),
    field(address.street, 70),
    field(address.buildingNumber, 16),
    field(address.postalCode, 16),
    field(address.town, 35),
    address.country.toUpperCase(),
  ];
}

/**
 * The text of a Swiss QR code (`SPC`, version 0200, UTF-8), lines separated by LF and ending
 * with the `EPD` trailer. Throws when the combination is not allowed: a QR-IBAN needs a QR
 * reference, any other IBAN must not have one.
 */
export function swissQrPayload(bill: SwissQrBill): string {
  const iban = compactReference(bill.iban);
  if (!isSwissIban(iban)) throw new Error('a QR-bill needs a CH or LI IBAN');
  const qrIban = isQrIban(iban);
  const { reference } = bill;
  if (qrIban !== (reference.type === 'QRR')) {
    throw new Error('a QR-IBAN takes exactly the QR reference type QRR');
  }
  if (reference.type === 'QRR' && !isValidQrReference(reference.value)) {
    throw new Error('invalid QR reference');
  }
  if (reference.type === 'SCOR' && !isValidCreditorReference(reference.value)) {
    throw new Error('invalid ISO 11649 creditor reference');
  }
  if (!/^[0-9]{1,9}\.[0-9]{2}$/.test(bill.amount) || Number(bill.amount) < 0.01) {
    throw new Error('a QR-bill amount needs two decimals between 0.01 and 999999999.99');
  }
  return [
    'SPC',
    '0200',
    '1',
    iban,
    ...addressLines(bill.creditor),
    // The ultimate creditor is reserved for future use and must stay empty.
    ...addressLines(null),
    bill.amount,
    bill.currency,
    ...addressLines(bill.debtor),
    reference.type,
    reference.type === 'NON' ? '' : compactReference(reference.value),
    field(bill.message, 140),
    'EPD',
  ].join('\n');
}
