/** One entry of a generated statement; amounts are decimal strings ("119.00"). */
export interface Camt053EntryOptions {
  amount: string;
  direction: 'credit' | 'debit';
  creditorReference?: string;
  remittanceText?: string;
  endToEndId?: string;
  /** The other side's account and name (the payer of a credit, the payee of a debit). */
  payerIban?: string;
  payerName?: string;
  /** ISO return reason (e.g. "MD06"): the entry is a returned direct debit. */
  returnReason?: string;
  /** The bank's reference; by default "<statement id>-<n>". Null leaves it out. */
  bankReference?: string | null;
  bookingDate?: string;
}

export interface Camt053Options {
  accountIban: string;
  currency?: string;
  entries: Camt053EntryOptions[];
  messageId?: string;
  statementId?: string;
  /** The statement's day (ISO date); every entry is booked on it unless it says otherwise. */
  date?: string;
  /** The opening balance; the closing balance is computed from it and the entries. */
  openingBalance?: string;
}

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
};

function escape(text: string): string {
  return text.replace(/[&<>"]/g, (char) => ESCAPES[char]);
}

/** Hundredths of a decimal string, exact (no floating point). */
function cents(amount: string): bigint {
  const [units, fraction = ''] = amount.split('.');
  return BigInt(units) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
}

function decimal(value: bigint): string {
  const absolute = value < 0n ? -value : value;
  return `${absolute / 100n}.${String(absolute % 100n).padStart(2, '0')}`;
}

function balance(code: string, value: bigint, currency: string, date: string): string {
  const indicator = value < 0n ? 'DBIT' : 'CRDT';
  return `<Bal><Tp><CdOrPrtry><Cd>${code}</Cd></CdOrPrtry></Tp><Amt Ccy="${currency}">${decimal(value)}</Amt><CdtDbtInd>${indicator}</CdtDbtInd><Dt><Dt>${date}</Dt></Dt></Bal>`;
}

function parties(entry: Camt053EntryOptions): string {
  if (entry.payerName === undefined && entry.payerIban === undefined) return '';
  // A credit's payer is the debtor; a debit's payee the creditor; a returned direct debit
  // keeps the debtor of the collection it returns.
  const role = entry.direction === 'credit' || entry.returnReason !== undefined ? 'Dbtr' : 'Cdtr';
  const name =
    entry.payerName === undefined
      ? ''
      : `<${role}><Pty><Nm>${escape(entry.payerName)}</Nm></Pty></${role}>`;
  const account =
    entry.payerIban === undefined
      ? ''
      : `<${role}Acct><Id><IBAN>${entry.payerIban}</IBAN></Id></${role}Acct>`;
  return `<RltdPties>${name}${account}</RltdPties>`;
}

function remittance(entry: Camt053EntryOptions): string {
  const text =
    entry.remittanceText === undefined
      ? ''
      : `<Ustrd>${escape(entry.remittanceText.slice(0, 140))}</Ustrd>`;
  const reference =
    entry.creditorReference === undefined
      ? ''
      : `<Strd><CdtrRefInf><Tp><CdOrPrtry><Cd>SCOR</Cd></CdOrPrtry></Tp><Ref>${escape(entry.creditorReference)}</Ref></CdtrRefInf></Strd>`;
  return text === '' && reference === '' ? '' : `<RmtInf>${text}${reference}</RmtInf>`;
}

function entryXml(
  entry: Camt053EntryOptions,
  index: number,
  options: Required<Omit<Camt053Options, 'entries'>>,
): string {
  const indicator = entry.direction === 'credit' ? 'CRDT' : 'DBIT';
  const amount = `<Amt Ccy="${options.currency}">${decimal(cents(entry.amount))}</Amt>`;
  const date = entry.bookingDate ?? options.date;
  const reference =
    entry.bankReference === undefined ? `${options.statementId}-${index + 1}` : entry.bankReference;
  const code =
    entry.returnReason !== undefined
      ? 'RDDT-UPDD'
      : entry.direction === 'credit'
        ? 'RCDT-ESCT'
        : 'ICDT-ESCT';
  const [family, subFamily] = code.split('-');
  return [
    `<Ntry>${amount}<CdtDbtInd>${indicator}</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts>`,
    `<BookgDt><Dt>${date}</Dt></BookgDt><ValDt><Dt>${date}</Dt></ValDt>`,
    reference === null ? '' : `<AcctSvcrRef>${escape(reference)}</AcctSvcrRef>`,
    `<BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>${family}</Cd><SubFmlyCd>${subFamily}</SubFmlyCd></Fmly></Domn></BkTxCd>`,
    `<NtryDtls><TxDtls><Refs><EndToEndId>${escape(entry.endToEndId ?? 'NOTPROVIDED')}</EndToEndId></Refs>`,
    `${amount}<CdtDbtInd>${indicator}</CdtDbtInd>${parties(entry)}${remittance(entry)}`,
    entry.returnReason === undefined
      ? ''
      : `<RtrInf><Rsn><Cd>${entry.returnReason}</Cd></Rsn></RtrInf>`,
    '</TxDtls></NtryDtls></Ntry>\n',
  ].join('');
}

/**
 * A camt.053.001.08 statement of `accountIban` with the given entries, valid against the ISO
 * schema: for tests and benchmarks of statement import and matching.
 */
export function buildCamt053(options: Camt053Options): string {
  const settings = {
    currency: options.currency ?? 'EUR',
    messageId: options.messageId ?? 'TEST-CAMT053-1',
    statementId: options.statementId ?? 'TEST-STMT-1',
    date: options.date ?? '2026-11-30',
    openingBalance: options.openingBalance ?? '0.00',
    accountIban: options.accountIban,
  };
  const opening = cents(settings.openingBalance);
  const closing = options.entries.reduce(
    (sum, entry) =>
      entry.direction === 'credit' ? sum + cents(entry.amount) : sum - cents(entry.amount),
    opening,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>\n',
    '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><BkToCstmrStmt>',
    `<GrpHdr><MsgId>${escape(settings.messageId)}</MsgId><CreDtTm>${settings.date}T18:00:00</CreDtTm></GrpHdr>`,
    `<Stmt><Id>${escape(settings.statementId)}</Id><CreDtTm>${settings.date}T18:00:00</CreDtTm>`,
    `<Acct><Id><IBAN>${settings.accountIban}</IBAN></Id><Ccy>${settings.currency}</Ccy></Acct>\n`,
    balance('OPBD', opening, settings.currency, settings.date),
    balance('CLBD', closing, settings.currency, settings.date),
    '\n',
    ...options.entries.map((entry, index) => entryXml(entry, index, settings)),
    '</Stmt></BkToCstmrStmt></Document>\n',
  ].join('');
}
