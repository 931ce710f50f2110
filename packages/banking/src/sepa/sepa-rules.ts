import { Decimal, isValidBic, isValidIban, sumDecimals } from '@faktura/domain';
import { isEpcText, isSepaIdentifier } from './epc-text';
import { SEPA_MAX_AMOUNT, SEPA_MIN_AMOUNT, SEPA_NAME_LENGTH } from './sepa-xml';

/** The EPC rules a SEPA initiation file can break, beyond what its XML schema checks. */
export type SepaRule =
  | 'structure'
  | 'character_set'
  | 'length'
  | 'identifier'
  | 'control_sum'
  | 'transaction_count'
  | 'amount'
  | 'currency'
  | 'iban'
  | 'bic'
  | 'execution_date';

/** One broken rule: which, where (an element path such as `PmtInf[0].CdtTrfTxInf[3].Amt`), why. */
export interface SepaRuleViolation {
  rule: SepaRule;
  path: string;
  message: string;
}

/** NbOfTxs and CtrlSum as a file declares them. */
interface DeclaredTotals {
  count: string | null;
  controlSum: string | null;
}

/** What the rules shared by pain.001 and pain.008 read of a file: its header and batches. */
export interface SepaMessageContent {
  messageId: string | null;
  initiatingPartyName: string | null;
  declared: DeclaredTotals;
  batches: readonly {
    id: string | null;
    serviceLevel: string | null;
    chargeBearer: string | null;
    declared: DeclaredTotals;
    lines: readonly { amount: string | null; endToEndId: string | null }[];
  }[];
}

const AMOUNT_FORM = /^\d+(\.\d{1,2})?$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** True for a YYYY-MM-DD date that exists (no 30 February). */
function isCalendarDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

/**
 * Collects the broken rules of one file. Each method checks one kind of value and records what
 * is wrong with it; the file's checker calls them element by element and returns `violations`.
 */
export class SepaRuleCollector {
  readonly violations: SepaRuleViolation[] = [];

  add(rule: SepaRule, path: string, message: string): void {
    this.violations.push({ rule, path, message });
  }

  /** A text: present, at most `maxLength` characters, only the EPC's Latin character set. */
  text(path: string, value: string | null | undefined, maxLength: number): void {
    if (!value) return this.add('length', path, 'is missing');
    if ([...value].length > maxLength) {
      this.add('length', path, `is longer than ${maxLength} characters`);
    }
    if (!isEpcText(value)) this.add('character_set', path, 'uses characters outside the EPC set');
  }

  /** An id (MsgId, PmtInfId, EndToEndId, MndtId): 1 to 35 SEPA-safe characters. */
  identifier(path: string, value: string | null | undefined): void {
    if (!value || !isSepaIdentifier(value)) {
      this.add('identifier', path, 'is not a SEPA identifier (1-35 characters of the EPC set)');
    }
  }

  /** Ids that must differ within the file (end-to-end ids). */
  uniqueIdentifiers(path: string, values: readonly string[]): void {
    const seen = new Set<string>();
    values.forEach((value, index) => {
      if (seen.has(value)) this.add('identifier', `${path}[${index}]`, 'repeats an earlier id');
      seen.add(value);
    });
  }

  /** An amount: 0.01 to 999999999.99 with at most two decimals, in euros. */
  amount(
    path: string,
    value: string | null | undefined,
    currency: string | null | undefined,
  ): void {
    if (currency !== 'EUR') this.add('currency', path, 'must be in EUR');
    if (!value || !AMOUNT_FORM.test(value)) {
      return this.add('amount', path, 'must be a number with at most two decimals');
    }
    const amount = new Decimal(value);
    if (amount.lt(SEPA_MIN_AMOUNT) || amount.gt(SEPA_MAX_AMOUNT)) {
      this.add('amount', path, 'must lie between 0.01 and 999999999.99');
    }
  }

  /**
   * The rules every SEPA initiation file holds whatever it initiates: the group header (message
   * id, initiating party, NbOfTxs and CtrlSum over all lines), each batch's id, service level
   * SEPA, charge bearer SLEV and totals, and end-to-end ids unique in the file. `lines` names
   * the batches' transaction element (`CdtTrfTxInf`, `DrctDbtTxInf`).
   */
  message(content: SepaMessageContent, lines: string): void {
    this.identifier('GrpHdr.MsgId', content.messageId);
    this.text('GrpHdr.InitgPty.Nm', content.initiatingPartyName, SEPA_NAME_LENGTH);
    const all = content.batches.flatMap((batch) => batch.lines);
    this.totals(
      'GrpHdr',
      content.declared,
      all.map((line) => line.amount),
    );
    if (content.batches.length === 0) this.add('structure', 'PmtInf', 'is missing');
    content.batches.forEach((batch, index) => {
      const path = `PmtInf[${index}]`;
      this.identifier(`${path}.PmtInfId`, batch.id);
      if (batch.serviceLevel !== 'SEPA') this.add('structure', `${path}.PmtTpInf`, 'must say SEPA');
      if (batch.chargeBearer !== 'SLEV') this.add('structure', `${path}.ChrgBr`, 'must be SLEV');
      this.totals(
        path,
        batch.declared,
        batch.lines.map((line) => line.amount),
      );
      if (batch.lines.length === 0) this.add('structure', `${path}.${lines}`, 'is missing');
    });
    this.uniqueIdentifiers(
      `${lines}.PmtId.EndToEndId`,
      all.map((line) => line.endToEndId ?? ''),
    );
  }

  /** A party with its account and agent: name (70), IBAN, and a BIC when one is given. */
  party(
    path: string,
    party: { name: string | null; iban: string | null; bic: string | null },
  ): void {
    this.text(`${path}.Nm`, party.name, SEPA_NAME_LENGTH);
    this.iban(`${path}Acct.Id.IBAN`, party.iban);
    this.bic(`${path}Agt.FinInstnId`, party.bic);
  }

  /** NbOfTxs and CtrlSum as declared against the amounts they cover. */
  totals(path: string, declared: DeclaredTotals, amounts: readonly (string | null)[]): void {
    if (declared.count !== String(amounts.length)) {
      this.add('transaction_count', `${path}.NbOfTxs`, 'differs from the number of transactions');
    }
    const parsed = amounts.filter(
      (amount): amount is string => !!amount && AMOUNT_FORM.test(amount),
    );
    const sum = sumDecimals(parsed.map((amount) => new Decimal(amount)));
    if (
      !declared.controlSum ||
      !AMOUNT_FORM.test(declared.controlSum) ||
      !new Decimal(declared.controlSum).eq(sum)
    ) {
      this.add('control_sum', `${path}.CtrlSum`, 'differs from the sum of the amounts');
    }
  }

  /** An IBAN with its country's length and valid check digits. */
  iban(path: string, value: string | null | undefined): void {
    if (!value || !isValidIban(value) || /\s|[a-z]/.test(value)) {
      this.add('iban', path, 'is not a valid IBAN');
    }
  }

  /** A BIC (ISO 9362) when one is given; `null` means none (NOTPROVIDED or left out). */
  bic(path: string, value: string | null | undefined): void {
    if (value !== null && value !== undefined && !isValidBic(value)) {
      this.add('bic', path, 'is not a valid BIC');
    }
  }

  /** A requested execution or collection date: a real date, not before `today`. */
  date(path: string, value: string | null | undefined, today: string): void {
    if (!value || !isCalendarDate(value)) {
      return this.add('execution_date', path, 'is not a date (YYYY-MM-DD)');
    }
    if (value < today) this.add('execution_date', path, 'lies in the past');
  }
}
