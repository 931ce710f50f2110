import type { Invoice } from '@e-invoice-eu/core';
import { compactBankCode, compactVatIdentifier } from '@faktura/domain';
import type {
  EInvoiceAddress,
  EInvoiceBuyer,
  EInvoiceContact,
  EInvoiceDirectDebit,
  EInvoiceElectronicAddress,
  EInvoicePayment,
  EInvoiceSeller,
  EInvoiceSource,
} from './einvoice-source.types';

type UblInvoice = Invoice['ubl:Invoice'];
type SellerParty = UblInvoice['cac:AccountingSupplierParty']['cac:Party'];
type BuyerParty = UblInvoice['cac:AccountingCustomerParty']['cac:Party'];
type PaymentMeans = NonNullable<UblInvoice['cac:PaymentMeans']>[number];
type Delivery = NonNullable<UblInvoice['cac:Delivery']>;
type Country = SellerParty['cac:PostalAddress']['cac:Country']['cbc:IdentificationCode'];
type Scheme = NonNullable<SellerParty['cbc:EndpointID@schemeID']>;
type TaxSchemes = NonNullable<SellerParty['cac:PartyTaxScheme']>;

const VAT = { 'cbc:ID': 'VAT' };

/**
 * BG-4 seller: legal entity, address, VAT ID and tax number, electronic address, contact, and
 * for a direct debit its SEPA creditor identifier (BT-90; a payee party may not repeat the
 * seller, UBL-SR-19).
 */
export function sellerParty(
  seller: EInvoiceSeller,
  directDebit?: EInvoiceDirectDebit,
): SellerParty {
  const taxSchemes = [
    seller.vatId && { 'cbc:CompanyID': compactVatIdentifier(seller.vatId), 'cac:TaxScheme': VAT },
    // BT-32 is the registration under any scheme but VAT; "FC" (fiscal code) becomes CII's FC.
    seller.taxNumber && { 'cbc:CompanyID': seller.taxNumber, 'cac:TaxScheme': { 'cbc:ID': 'FC' } },
  ].filter((scheme) => !!scheme);
  return {
    ...endpoint(seller.electronicAddress),
    'cac:PartyIdentification': directDebit && [
      { 'cbc:ID': compactBankCode(directDebit.creditorIdentifier), 'cbc:ID@schemeID': 'SEPA' },
    ],
    'cac:PartyName': seller.tradingName ? { 'cbc:Name': seller.tradingName } : undefined,
    'cac:PostalAddress': postalAddress(seller.address),
    'cac:PartyTaxScheme': taxSchemes.length ? (taxSchemes as TaxSchemes) : undefined,
    'cac:PartyLegalEntity': {
      'cbc:RegistrationName': seller.name,
      'cbc:CompanyID': seller.registrationId,
      'cbc:CompanyLegalForm': seller.legalInformation,
    },
    'cac:Contact': contact(seller.contact),
  };
}

/** BG-7 buyer: name, identifier, address, VAT ID, electronic address, contact. */
export function buyerParty(buyer: EInvoiceBuyer): BuyerParty {
  return {
    ...endpoint(buyer.electronicAddress),
    'cac:PartyIdentification': buyer.identifier ? { 'cbc:ID': buyer.identifier } : undefined,
    'cac:PostalAddress': postalAddress(buyer.address),
    'cac:PartyTaxScheme': buyer.vatId
      ? { 'cbc:CompanyID': compactVatIdentifier(buyer.vatId), 'cac:TaxScheme': VAT }
      : undefined,
    'cac:PartyLegalEntity': { 'cbc:RegistrationName': buyer.name },
    'cac:Contact': contact(buyer.contact),
  };
}

/**
 * BG-16, which XRechnung always requires (BR-DE-1): 59 SEPA direct debit with the mandate
 * (BT-89) and the debited account (BT-91) when the invoice is collected; else 58 SEPA credit
 * transfer for an IBAN in EUR, 30 credit transfer for an IBAN in another currency, 1 "not
 * defined" without an account.
 */
export function paymentMeans(
  payment: EInvoicePayment | undefined,
  currency: string,
  directDebit?: EInvoiceDirectDebit,
): PaymentMeans {
  if (directDebit) {
    return {
      'cbc:PaymentMeansCode': '59',
      'cbc:PaymentID': payment?.remittanceInformation || undefined,
      'cac:PaymentMandate': {
        'cbc:ID': directDebit.mandateReference,
        'cac:PayerFinancialAccount': { 'cbc:ID': compactBankCode(directDebit.debtorIban) },
      },
    };
  }
  const iban = payment?.iban?.trim() ? compactBankCode(payment.iban) : undefined;
  const code = iban === undefined ? '1' : currency === 'EUR' ? '58' : '30';
  return {
    'cbc:PaymentMeansCode': code,
    'cbc:PaymentID': payment?.remittanceInformation || undefined,
    'cac:PayeeFinancialAccount':
      iban === undefined
        ? undefined
        : {
            'cbc:ID': iban,
            'cbc:Name': payment?.accountName || undefined,
            'cac:FinancialInstitutionBranch': payment?.bic
              ? { 'cbc:ID': compactBankCode(payment.bic) }
              : undefined,
          },
  };
}

/**
 * BG-13: the delivery date (BT-72) and the deliver-to address (BG-15), by default the buyer's.
 * The address is always stated: an intra-EU supply (K) needs its country (BR-IC-12), XRechnung
 * then its city and post code (BR-DE-10, BR-DE-11), and the CII schema a non-empty
 * ApplicableHeaderTradeDelivery, which the library writes only from this group.
 */
export function delivery(source: EInvoiceSource): Delivery {
  const address = source.deliveryAddress ?? source.buyer.address;
  return {
    'cbc:ActualDeliveryDate': source.deliveryDate,
    'cac:DeliveryLocation': { 'cac:Address': postalAddress(address) },
  };
}

/** BT-34/BT-49 as UBL's EndpointID with its scheme (`EM`, an e-mail address, by default). */
export function endpoint(address: EInvoiceElectronicAddress | undefined) {
  if (!address?.value?.trim()) return {};
  return {
    'cbc:EndpointID': address.value.trim(),
    'cbc:EndpointID@schemeID': (address.scheme ?? 'EM') as Scheme,
  };
}

function postalAddress(address: EInvoiceAddress): SellerParty['cac:PostalAddress'] {
  return {
    'cbc:StreetName': address.street || undefined,
    'cbc:AdditionalStreetName': address.additionalStreet || undefined,
    'cbc:CityName': address.city || undefined,
    'cbc:PostalZone': address.postcode || undefined,
    'cac:Country': { 'cbc:IdentificationCode': address.countryCode as Country },
  };
}

function contact(value: EInvoiceContact | undefined): SellerParty['cac:Contact'] {
  if (!value || (!value.name && !value.phone && !value.email)) return undefined;
  return {
    'cbc:Name': value.name || undefined,
    'cbc:Telephone': value.phone || undefined,
    'cbc:ElectronicMail': value.email || undefined,
  };
}
