import { XMLBuilder } from 'fast-xml-parser';
import { Decimal, compactBankCode, formatMoney, sumDecimals, toDecimal } from '@faktura/domain';
import type { Numeric } from '@faktura/domain';
import { toEpcText } from './epc-text';

/**
 * The building blocks every SEPA initiation file (pain.001 transfers, pain.008 direct debits)
 * shares: the XML document, the group header, parties, accounts, agents, amounts and ids. The
 * writers compose them into the version's element tree; fast-xml-parser's builder escapes text
 * and keeps the key order, which the schemas' sequences need.
 */

/** The EPC's longest name (Nm) of a party. */
export const SEPA_NAME_LENGTH = 70;
/** The EPC's longest unstructured remittance (RmtInf/Ustrd). */
export const SEPA_REMITTANCE_LENGTH = 140;
/** The smallest and largest amount a SEPA transaction may carry. */
export const SEPA_MIN_AMOUNT = new Decimal('0.01');
export const SEPA_MAX_AMOUNT = new Decimal('999999999.99');

/**
 * Which element names a BIC: `BICFI` since the 2019 messages (pain.001.001.09,
 * pain.008.001.08), `BIC` in the 2009 ones (pain.001.001.03, pain.008.001.02).
 */
export type SepaBicElement = 'BICFI' | 'BIC';

/** An element tree as fast-xml-parser's builder takes it: `@_` keys are attributes. */
export interface XmlElement {
  [name: string]: XmlContent;
}
export type XmlContent = string | XmlElement | XmlElement[];

/** The namespace of an ISO 20022 message, e.g. `pain.001.001.09`. */
export function iso20022Namespace(message: string): string {
  return `urn:iso:std:iso:20022:tech:xsd:${message}`;
}

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  format: true,
  indentBy: '  ',
  suppressEmptyNode: true,
});

/** The whole file: XML declaration, `Document` in the message's namespace, the message root. */
export function writeIso20022Document(message: string, root: string, body: XmlElement): string {
  const tree = { Document: { '@_xmlns': iso20022Namespace(message), [root]: body } };
  return `<?xml version="1.0" encoding="UTF-8"?>\n${builder.build(tree) as string}`;
}

/** An amount as SEPA writes it: a dot and exactly two decimals (`1234.50`). */
export function sepaAmount(amount: Numeric): string {
  return formatMoney(amount, 'EUR');
}

/** The control sum (CtrlSum) of amounts: their exact sum with two decimals. */
export function sepaControlSum(amounts: readonly Numeric[]): string {
  return sepaAmount(sumDecimals(amounts.map((amount) => toDecimal(amount, 'amount'))));
}

/** A creation time (CreDtTm): ISO date-time to the second, in UTC. */
export function sepaDateTime(time: Date): string {
  return `${time.toISOString().slice(0, 19)}Z`;
}

/**
 * A message id (MsgId) unique for the account: the file kind, the run's id and the creation
 * time to the second, e.g. `PAIN001-42-20261208101500` (at most 35 characters, SEPA-safe).
 */
export function sepaMessageId(kind: string, runId: number, createdAt: Date): string {
  const stamp = createdAt.toISOString().slice(0, 19).replace(/[-T:]/g, '');
  return `${kind}-${runId}-${stamp}`;
}

/** The group header (GrpHdr) of an initiation: id, time, count and control sum, initiator. */
export function sepaGroupHeader(header: {
  messageId: string;
  createdAt: Date;
  amounts: readonly Numeric[];
  initiatingPartyName: string;
}): XmlElement {
  return {
    MsgId: header.messageId,
    CreDtTm: sepaDateTime(header.createdAt),
    NbOfTxs: String(header.amounts.length),
    CtrlSum: sepaControlSum(header.amounts),
    InitgPty: sepaParty(header.initiatingPartyName),
  };
}

/** A party (Dbtr, Cdtr, InitgPty) by name, in the EPC character set and length. */
export function sepaParty(name: string): XmlElement {
  return { Nm: toEpcText(name, SEPA_NAME_LENGTH) };
}

/** An account (DbtrAcct, CdtrAcct) by IBAN, compacted and upper-cased. */
export function sepaAccount(iban: string): XmlElement {
  return { Id: { IBAN: compactBankCode(iban) } };
}

/**
 * An agent (DbtrAgt, CdtrAgt) by BIC; without one, `NOTPROVIDED` as the EPC's IBAN-only rule
 * allows (the bank derives it from the IBAN).
 */
export function sepaAgent(bic: string | null | undefined, element: SepaBicElement): XmlElement {
  const id: XmlElement = bic
    ? { [element]: compactBankCode(bic) }
    : { Othr: { Id: 'NOTPROVIDED' } };
  return { FinInstnId: id };
}

/** An instructed amount (Amt/InstdAmt) in euros. */
export function sepaInstructedAmount(amount: Numeric): XmlElement {
  return { '@_Ccy': 'EUR', '#text': sepaAmount(amount) };
}
