import {
  compactBankCode,
  creditorReferenceFor,
  formatMoney,
  isQrIban,
  isSwissIban,
  isValidCreditorReference,
  isValidIban,
  isValidQrReference,
  qrReferenceFor,
  type Decimal,
  type DocumentLanguage,
} from '@faktura/domain';
import { epcQrPayload } from './epc-qr.payload';
import { parseRecipientAddress, senderAddress } from './postal-address.parser';
import { swissQrBillData, type SwissQrBillData, type SwissReference } from './swiss-qr-bill.data';

/** The seller's bank details and postal address as the account stores them. */
export interface PaymentAccount {
  name: string;
  legalName: string | null;
  street: string | null;
  zip: string | null;
  city: string | null;
  countryCode: string | null;
  iban: string | null;
  /** The QR-IBAN a QR-bill names with a QR reference instead of `iban`. */
  qrIban: string | null;
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
  /** Unstructured message / remittance text, and source of a derived ISO 11649 reference. */
  message: string;
  creditorReference: string | null;
  recipientAddress: string;
  /** The customer's country; without it the debtor is left out of a QR-bill. */
  debtorCountry: string | null;
  /** The document's language (the customer's), which the QR-bill's headings take. */
  language: DocumentLanguage;
}

/** The languages of the QR-bill's headings. */
export type SwissQrBillLanguage = 'DE' | 'EN' | 'FR' | 'IT';

/** A payment QR code: a Swiss QR-bill payment part or an EPC ("GiroCode") code. */
export type PaymentCodeView =
  | { kind: 'swiss_qr_bill'; data: SwissQrBillData; language: SwissQrBillLanguage }
  | { kind: 'epc_qr'; payload: string; beneficiary: string; iban: string; amount: string };

/**
 * The payment code of a document: a Swiss QR-bill for CHF to a CH/LI IBAN, an EPC code for EUR
 * (not to a QR-IBAN), nothing for other currencies, without a valid IBAN, for amounts of zero or
 * less, or when the seller's address cannot fill the QR-bill's structured creditor address.
 */
export function paymentCodeFor(input: PaymentCodeInput): PaymentCodeView | null {
  // Both codes carry at most 999999999.99.
  if (!input.amount.gt(0) || input.amount.gte(1e9)) return null;
  const iban = validIban(input.account.iban);
  if (input.currency === 'CHF') {
    const qrIban = validIban(input.account.qrIban);
    const payTo = qrIban !== null && isQrIban(qrIban) ? qrIban : iban;
    return payTo !== null && isSwissIban(payTo) ? swissQrBill(input, payTo) : null;
  }
  // A QR-IBAN accepts only payments carrying a QR reference, which a SEPA transfer cannot.
  if (input.currency === 'EUR' && iban !== null && !isQrIban(iban)) return epcCode(input, iban);
  return null;
}

function validIban(value: string | null): string | null {
  const iban = value === null ? '' : compactBankCode(value);
  return isValidIban(iban) ? iban : null;
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
  const creditor = senderAddress({ ...account, name: sellerName(account) });
  if (creditor === null) return null;
  const data = swissQrBillData({
    iban,
    creditor,
    amount: formatMoney(input.amount, 'CHF'),
    currency: 'CHF',
    debtor: parseRecipientAddress(input.recipientAddress, input.debtorCountry),
    reference: swissReference(input, iban),
    message: input.message,
  });
  // The QR-bill knows exactly the four document languages.
  const language = input.language.toUpperCase() as SwissQrBillLanguage;
  return { kind: 'swiss_qr_bill', data, language };
}

// A QR-IBAN only takes a QR reference: a stored one when valid, else one derived from the
// invoice id. Other IBANs take a valid stored ISO 11649 reference, else one derived from the
// invoice number, else none.
function swissReference(input: PaymentCodeInput, iban: string): SwissReference {
  const stored = input.creditorReference === null ? '' : compactBankCode(input.creditorReference);
  if (isQrIban(iban)) {
    return {
      type: 'QRR',
      value: isValidQrReference(stored) ? stored : qrReferenceFor(input.documentNumber),
    };
  }
  if (isValidCreditorReference(stored)) return { type: 'SCOR', value: stored };
  const derived = creditorReferenceFor(input.message);
  return derived === null ? { type: 'NON' } : { type: 'SCOR', value: derived };
}

const groupIban = (iban: string) => iban.replace(/(.{4})(?=.)/g, '$1 ');
