import { formatMoney, type Decimal } from '@faktura/domain';
import { epcQrPayload } from './epc-qr.payload';
import {
  compactReference,
  isQrIban,
  isSwissIban,
  isValidCreditorReference,
  isValidIban,
  isValidQrReference,
  qrReferenceFor,
} from './payment-reference.checks';
import {
  parseRecipientAddress,
  parseSenderAddress,
  type StructuredAddress,
} from './postal-address.parser';
import { swissQrPayload, type SwissReference } from './swiss-qr.payload';

/** The seller's bank details and address as the account stores them. */
export interface PaymentAccount {
  name: string;
  legalName: string | null;
  address: string | null;
  countryCode: string | null;
  iban: string | null;
  bic: string | null;
}

/** What a payable document offers for a payment code. */
export interface PaymentCodeInput {
  account: PaymentAccount;
  currency: string;
  /** The amount to pay; nothing is printed for zero or less. */
  amount: Decimal;
  /** Source of a derived QR reference (the invoice id). */
  documentNumber: number;
  /** Unstructured message / remittance text: the invoice number. */
  message: string;
  creditorReference: string | null;
  recipientAddress: string;
  /** The customer's country; without it the debtor is left out of a QR-bill. */
  debtorCountry: string | null;
}

/** The printed parts of a Swiss QR-bill besides the code itself, already formatted. */
export interface SwissQrBillView {
  account: string;
  creditor: string[];
  reference: string | null;
  message: string | null;
  /** Null: the empty "Payable by" box for a handwritten address. */
  debtor: string[] | null;
  currency: string;
  amount: string;
}

/** A payment QR code: a Swiss QR-bill payment part or an EPC ("GiroCode") code. */
export type PaymentCodeView =
  | { kind: 'swiss_qr_bill'; payload: string; bill: SwissQrBillView }
  | { kind: 'epc_qr'; payload: string; beneficiary: string; iban: string; amount: string };

/**
 * The payment code of a document: a Swiss QR-bill for CHF to a CH/LI IBAN, an EPC code for EUR
 * (not to a QR-IBAN), nothing for other currencies, without a valid IBAN, for amounts of zero or
 * less, or when the seller's address cannot fill the QR-bill's structured creditor address.
 */
export function paymentCodeFor(input: PaymentCodeInput): PaymentCodeView | null {
  const iban = input.account.iban === null ? '' : compactReference(input.account.iban);
  // Both codes carry at most 999999999.99.
  if (!isValidIban(iban) || !input.amount.gt(0) || input.amount.gte(1e9)) return null;
  if (input.currency === 'CHF' && isSwissIban(iban)) return swissQrBill(input, iban);
  // A QR-IBAN accepts only payments carrying a QR reference, which a SEPA transfer cannot.
  if (input.currency === 'EUR' && !isQrIban(iban)) return epcCode(input, iban);
  return null;
}

const sellerName = (account: PaymentAccount) => (account.legalName ?? '').trim() || account.name;

function epcCode(input: PaymentCodeInput, iban: string): PaymentCodeView {
  const amount = formatMoney(input.amount, 'EUR');
  const beneficiary = sellerName(input.account);
  const payload = epcQrPayload({
    bic: input.account.bic,
    beneficiary,
    iban,
    amount,
    reference: input.creditorReference,
    text: input.message,
  });
  return { kind: 'epc_qr', payload, beneficiary, iban: groupIban(iban), amount };
}

function swissQrBill(input: PaymentCodeInput, iban: string): PaymentCodeView | null {
  const { account } = input;
  const creditor = parseSenderAddress(sellerName(account), account.address, account.countryCode);
  if (creditor === null) return null;
  const debtor = parseRecipientAddress(input.recipientAddress, input.debtorCountry);
  const reference = swissReference(input, iban);
  const amount = formatMoney(input.amount, 'CHF');
  const payload = swissQrPayload({
    iban,
    creditor,
    amount,
    currency: 'CHF',
    debtor,
    reference,
    message: input.message,
  });
  const bill: SwissQrBillView = {
    account: groupIban(iban),
    creditor: addressBlock(creditor),
    reference: reference.type === 'NON' ? null : groupReference(reference),
    message: input.message.trim() || null,
    debtor: debtor === null ? null : addressBlock(debtor),
    currency: 'CHF',
    amount: groupThousands(amount),
  };
  return { kind: 'swiss_qr_bill', payload, bill };
}

// A QR-IBAN only takes a QR reference: a stored one when valid, else one derived from the
// invoice id. Other IBANs take a valid ISO 11649 reference or none.
function swissReference(input: PaymentCodeInput, iban: string): SwissReference {
  const stored = input.creditorReference === null ? '' : compactReference(input.creditorReference);
  if (isQrIban(iban)) {
    return {
      type: 'QRR',
      value: isValidQrReference(stored) ? stored : qrReferenceFor(input.documentNumber),
    };
  }
  return isValidCreditorReference(stored) ? { type: 'SCOR', value: stored } : { type: 'NON' };
}

function addressBlock(address: StructuredAddress): string[] {
  const street = [address.street, address.buildingNumber].filter(Boolean).join(' ');
  const domestic = address.country === 'CH' || address.country === 'LI';
  const town = `${domestic ? '' : `${address.country}-`}${address.postalCode} ${address.town}`;
  return [address.name, street, town].filter(Boolean);
}

const groupIban = (iban: string) => iban.replace(/(.{4})(?=.)/g, '$1 ');

// QR references are printed in blocks of five from the right, ISO 11649 ones in blocks of four.
function groupReference(reference: Exclude<SwissReference, { type: 'NON' }>): string {
  if (reference.type === 'SCOR') return groupIban(reference.value);
  return reference.value.replace(/(?=(?:.{5})+$)/g, ' ').trim();
}

function groupThousands(amount: string): string {
  const [whole, fraction] = amount.split('.');
  return `${whole!.replace(/\B(?=(\d{3})+$)/g, ' ')}.${fraction}`;
}
