import { parseXmlTree } from '../import/xml-tree.parser';
import type { XmlNode } from '../import/xml-node.query';

/** Peppol's identifier schemes (Policy for use of Identifiers 4.x). */
const PARTICIPANT_SCHEME = 'iso6523-actorid-upis';
const DOCUMENT_TYPE_SCHEME = 'busdox-docid-qns';
const PROCESS_SCHEME = 'cenbii-procid-ubl';
const UBL_VERSION = '2.1';

/**
 * What an access point needs besides the document to send it over the Peppol network (the
 * SBDH's sender, receiver, document type and process), read from the document itself.
 */
export interface PeppolEnvelope {
  /** `iso6523-actorid-upis::0208:0123456749`: the seller's endpoint (BT-34). */
  senderId: string;
  /** The buyer's endpoint (BT-49), in the same form. */
  receiverId: string;
  /** `busdox-docid-qns::<root namespace>::<root>##<CustomizationID>::2.1`. */
  documentTypeId: string;
  /** `cenbii-procid-ubl::<ProfileID>`. */
  processId: string;
  /** BT-1, the invoice or credit note number. */
  documentNumber: string;
}

/** Why a document cannot be handed to an access point (not Peppol BIS, an endpoint missing). */
export class PeppolEnvelopeError extends Error {
  override name = 'PeppolEnvelopeError';
}

/**
 * The Peppol envelope of a UBL Invoice or CreditNote: sender and receiver from the parties'
 * EndpointIDs with their schemeID, document type and process from CustomizationID and ProfileID.
 * Throws PeppolEnvelopeError naming what is missing.
 */
export function readPeppolEnvelope(xml: string): PeppolEnvelope {
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) throw new PeppolEnvelopeError('the document has a DTD');
  const root = parseXmlTree(xml);
  const kind = root.is('invoice:Invoice')
    ? 'Invoice'
    : root.is('creditNote:CreditNote')
      ? 'CreditNote'
      : null;
  if (kind === null) throw new PeppolEnvelopeError('the document is no UBL Invoice or CreditNote');
  const required = (value: string | undefined, what: string): string => {
    const text = value?.trim();
    if (!text) throw new PeppolEnvelopeError(`the document has no ${what}`);
    return text;
  };
  const customization = required(root.text('cbc:CustomizationID'), 'CustomizationID');
  const profile = required(root.text('cbc:ProfileID'), 'ProfileID');
  const namespace = `urn:oasis:names:specification:ubl:schema:xsd:${kind}-2`;
  return {
    senderId: participant(root.first('cac:AccountingSupplierParty', 'cac:Party'), 'seller'),
    receiverId: participant(root.first('cac:AccountingCustomerParty', 'cac:Party'), 'buyer'),
    documentTypeId: `${DOCUMENT_TYPE_SCHEME}::${namespace}::${kind}##${customization}::${UBL_VERSION}`,
    processId: `${PROCESS_SCHEME}::${profile}`,
    documentNumber: required(root.text('cbc:ID'), 'ID'),
  };
}

function participant(party: XmlNode | undefined, role: 'seller' | 'buyer'): string {
  const endpoint = party?.first('cbc:EndpointID');
  const scheme = endpoint?.attribute('schemeID')?.trim();
  const value = endpoint?.value?.trim();
  if (!scheme || !value) {
    throw new PeppolEnvelopeError(`the ${role} has no EndpointID with a schemeID`);
  }
  return `${PARTICIPANT_SCHEME}::${scheme}:${value}`;
}
