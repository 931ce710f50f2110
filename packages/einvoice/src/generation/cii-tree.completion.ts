import { compactBankCode } from '@faktura/domain';
import type { EInvoiceSource } from './einvoice-source.types';

type Tree = Record<string, unknown>;

/**
 * Adds to the library's CII tree, before it is rendered, what its UBL-to-CII conversion loses
 * (version 2.3.4): the preceding invoice reference BG-3 (it reads BT-25 from the wrong level and
 * would write BT-26 as `udt:` where the schema wants `qdt:`) and the seller's additional legal
 * information BT-33 (it reads `cbc:LegalForm`, which the input schema does not have), and a
 * direct debit's creditor identifier BT-90 (it takes it for the seller identifier).
 */
export function completeCiiTree(cii: Tree, source: EInvoiceSource): void {
  const trade = child(child(cii, 'rsm:CrossIndustryInvoice'), 'rsm:SupplyChainTradeTransaction');
  const preceding = source.precedingInvoice;
  if (preceding) {
    const settlement = child(trade, 'ram:ApplicableHeaderTradeSettlement');
    // Its place is after the monetary summation, the last element the mapper fills.
    settlement['ram:InvoiceReferencedDocument'] = {
      'ram:IssuerAssignedID': preceding.number,
      ...(preceding.issueDate && {
        'ram:FormattedIssueDateTime': {
          'qdt:DateTimeString': preceding.issueDate.replace(/-/g, ''),
          'qdt:DateTimeString@format': '102',
        },
      }),
    };
  }
  const debit = source.directDebit;
  if (debit) {
    // The library writes UBL's BT-90 (a seller identification with scheme SEPA) as the seller
    // identifier BT-29; in CII it is the settlement's first element, CreditorReferenceID.
    const seller = child(
      child(trade, 'ram:ApplicableHeaderTradeAgreement'),
      'ram:SellerTradeParty',
    );
    delete seller['ram:ID'];
    const settlement = child(trade, 'ram:ApplicableHeaderTradeSettlement');
    trade['ram:ApplicableHeaderTradeSettlement'] = {
      'ram:CreditorReferenceID': compactBankCode(debit.creditorIdentifier),
      ...settlement,
    };
  }
  const legalInformation = source.seller.legalInformation?.trim();
  if (legalInformation) {
    const agreement = child(trade, 'ram:ApplicableHeaderTradeAgreement');
    const seller = child(agreement, 'ram:SellerTradeParty');
    agreement['ram:SellerTradeParty'] = withAfter(seller, 'ram:Name', {
      'ram:Description': legalInformation,
    });
  }
}

function child(tree: Tree, key: string): Tree {
  const value = tree[key];
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new Error(`The library's CII tree has no ${key}`);
  }
  return value as Tree;
}

/** A copy of `tree` with `entries` placed right after `key`: element order is key order. */
function withAfter(tree: Tree, key: string, entries: Tree): Tree {
  return Object.fromEntries(
    Object.entries(tree).flatMap((entry) =>
      entry[0] === key ? [entry, ...Object.entries(entries)] : [entry],
    ),
  );
}
