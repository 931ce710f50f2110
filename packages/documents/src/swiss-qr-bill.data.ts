import type { Data, Debtor } from 'swissqrbill/types';
import { field } from './epc-qr.payload';
import {
  compactBankCode,
  isQrIban,
  isSwissIban,
  isValidCreditorReference,
  isValidQrReference,
} from '@faktura/domain';
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

/** The QR-bill as the `swissqrbill` renderer takes it; JSON, so the content hash covers it. */
export type SwissQrBillData = Data;

// Field lengths of the implementation guidelines; longer values are cut rather than refused,
// since the printed address block above the payment part shows them in full anyway.
// Structured addresses (type S) only, as required since November 2025: the street and the
// building number have fields of their own, apart from the name.
function address(value: StructuredAddress): Debtor {
  const building = field(value.buildingNumber, 16);
  return {
    name: field(value.name, 70),
    address: field(value.street, 70),
    ...(building === '' ? {} : { buildingNumber: building }),
    zip: field(value.postalCode, 16),
    city: field(value.town, 35),
    country: value.country.toUpperCase(),
  };
}

/**
 * The data of a Swiss QR-bill for the `swissqrbill` renderer, which encodes the QR code
 * (`SPC` 0200) from it. Throws when the combination is not allowed: a QR-IBAN needs a QR
 * reference, any other IBAN must not have one.
 */
export function swissQrBillData(bill: SwissQrBill): SwissQrBillData {
  const iban = compactBankCode(bill.iban);
  if (!isSwissIban(iban)) throw new Error('a QR-bill needs a CH or LI IBAN');
  const { reference } = bill;
  if (isQrIban(iban) !== (reference.type === 'QRR')) {
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
  const message = field(bill.message, 140);
  return {
    creditor: { account: iban, ...address(bill.creditor) },
    // At most 11 significant digits: exact as a double, printed with two decimals.
    amount: Number(bill.amount),
    currency: bill.currency,
    ...(bill.debtor === null ? {} : { debtor: address(bill.debtor) }),
    ...(reference.type === 'NON' ? {} : { reference: compactBankCode(reference.value) }),
    ...(message === '' ? {} : { message }),
  };
}
