import { type Decimal, sumDecimals, toDecimal } from '../money.js';
import type {
  Allocation,
  MatchContext,
  MatchOutcome,
  MatchRule,
  MatchableTransaction,
  OpenInvoice,
  OpenPurchase,
} from './bank-matching.types.js';
import { compactKey, documentNumberKey, remittanceKeys } from './remittance-keys.js';

/** At most this many candidates are suggested for one transaction. */
const MAX_SUGGESTIONS = 5;

type Parent = { id: number; currency: string };
type Found<P extends Parent> = { rule: MatchRule; parents: P[]; sure: boolean };

/**
 * Values by key, most keys holding exactly one (a reference, a number): a lone value is stored
 * as itself, an array only from the second on, which halves the index of 100,000 invoices.
 */
class MultiMap<K, V extends object> {
  private readonly entries = new Map<K, V | V[]>();

  add(key: K, value: V): void {
    const held = this.entries.get(key);
    if (held === undefined) this.entries.set(key, value);
    else if (Array.isArray(held)) held.push(value);
    else this.entries.set(key, [held, value]);
  }

  get(key: K): readonly V[] {
    const held = this.entries.get(key);
    if (held === undefined) return [];
    return Array.isArray(held) ? held : [held];
  }
}

function unique<V extends { id: number }>(values: Iterable<V>): V[] {
  return [...new Map([...values].map((value) => [value.id, value])).values()];
}

/**
 * The maps every rule looks up, built once per import: matching 10,000 transactions against
 * 100,000 open invoices costs a few lookups per transaction, never a scan of the invoices.
 * Open amounts shrink as the statement's transactions book, so a later transaction of the same
 * file sees what the earlier ones left.
 */
class MatchIndex {
  private readonly invoiceReferences = new MultiMap<string, OpenInvoice>();
  private readonly invoiceNumbers = new MultiMap<string, OpenInvoice>();
  private readonly invoicesOfCustomer = new MultiMap<number, OpenInvoice>();
  private readonly customersOfIban = new Map<string, Set<number>>();
  private readonly purchaseKeys = new MultiMap<string, OpenPurchase>();
  private readonly purchasesOfIban = new MultiMap<string, OpenPurchase>();
  private readonly issued = new Map<string, MatchContext['issuedPayments'][number]>();
  // What each invoice (i) and purchase (p) still owes as the statement books. Only amounts a
  // transaction of this statement changed are held as decimals; the rest stay the strings the
  // context brought (100,000 decimals up front cost tens of MiB for nothing).
  private readonly owed = {
    i: new Map<number, string | Decimal>(),
    p: new Map<number, string | Decimal>(),
  };

  constructor(private readonly context: MatchContext) {
    for (const invoice of context.invoices) {
      this.owed.i.set(invoice.id, invoice.openAmount);
      if (invoice.reference) this.invoiceReferences.add(compactKey(invoice.reference), invoice);
      const number = invoice.identifier && documentNumberKey(invoice.identifier);
      if (number) this.invoiceNumbers.add(number, invoice);
      this.invoicesOfCustomer.add(invoice.customerId, invoice);
    }
    for (const { iban, customerId } of context.customerIbans) {
      const key = compactKey(iban);
      const customers = this.customersOfIban.get(key) ?? new Set<number>();
      customers.add(customerId);
      this.customersOfIban.set(key, customers);
    }
    for (const purchase of context.purchases) {
      this.owed.p.set(purchase.id, purchase.openAmount);
      const keys = [
        documentNumberKey(purchase.identifier),
        purchase.receiptIdentifier && documentNumberKey(purchase.receiptIdentifier),
        purchase.reference && compactKey(purchase.reference),
      ];
      for (const key of new Set(keys)) if (key) this.purchaseKeys.add(key, purchase);
      if (purchase.iban) this.purchasesOfIban.add(compactKey(purchase.iban), purchase);
    }
    for (const payment of context.issuedPayments) this.issued.set(payment.endToEndId, payment);
  }

  openAmount(kind: 'i' | 'p', id: number): Decimal {
    return toDecimal(this.owed[kind].get(id) ?? 0);
  }

  book(allocations: readonly Allocation[]): void {
    for (const { invoiceId, purchaseId, amount } of allocations) {
      const kind = invoiceId !== undefined ? 'i' : 'p';
      const id = invoiceId ?? purchaseId ?? 0;
      if (this.owed[kind].has(id)) this.owed[kind].set(id, this.openAmount(kind, id).minus(amount));
    }
  }

  issuedPayment(endToEndId: string | null) {
    return endToEndId ? this.issued.get(endToEndId.trim()) : undefined;
  }

  /** Invoices whose valid structured reference the payer gave. */
  invoicesByReference(keys: Set<string>): OpenInvoice[] {
    const found: OpenInvoice[] = [];
    for (const key of keys) {
      const invoices = this.invoiceReferences.get(key);
      if (invoices.length > 0 && this.context.isValidReference(key)) found.push(...invoices);
    }
    return unique(found);
  }

  invoicesByNumber(keys: Set<string>): OpenInvoice[] {
    return unique(this.lookUpNumbers(keys, this.invoiceNumbers));
  }

  purchasesByText(keys: Set<string>): OpenPurchase[] {
    const byCompact = [...keys].flatMap((key) => this.purchaseKeys.get(key));
    return unique([...byCompact, ...this.lookUpNumbers(keys, this.purchaseKeys)]);
  }

  /** Open invoices of the customers who paid from this IBAN before, of exactly this amount. */
  invoicesByPayer({ counterpartyIban: iban, amount, currency }: MatchableTransaction) {
    const customers = iban ? this.customersOfIban.get(compactKey(iban)) : undefined;
    const invoices = [...(customers ?? [])].flatMap((id) => this.invoicesOfCustomer.get(id));
    return invoices.filter(
      (invoice) => invoice.currency === currency && this.openAmount('i', invoice.id).eq(amount),
    );
  }

  /** Open purchases paid to this IBAN, of exactly this amount. */
  purchasesByIban({ counterpartyIban: iban, amount, currency }: MatchableTransaction) {
    const purchases = iban ? this.purchasesOfIban.get(compactKey(iban)) : [];
    return purchases.filter(
      (purchase) => purchase.currency === currency && this.openAmount('p', purchase.id).eq(amount),
    );
  }

  private lookUpNumbers<P extends object>(keys: Set<string>, map: MultiMap<string, P>): P[] {
    const found: P[] = [];
    for (const key of keys) {
      const number = documentNumberKey(key);
      if (number) found.push(...map.get(number));
    }
    return found;
  }
}

/**
 * The allocations of a transaction over the parents a rule found. One parent takes the whole
 * amount (a partial payment or an over-payment included); several take their open amounts and
 * are sure only when those add up to the transaction's amount exactly. Another currency is
 * never sure.
 */
function allocate<P extends Parent>(
  index: MatchIndex,
  kind: 'i' | 'p',
  transaction: MatchableTransaction,
  found: Found<P>,
): Extract<MatchOutcome, { kind: 'book' | 'suggest' }> {
  const amount = toDecimal(transaction.amount);
  const parents = found.parents.slice(0, MAX_SUGGESTIONS);
  const sameCurrency = parents.every((parent) => parent.currency === transaction.currency);
  const field = kind === 'i' ? 'invoiceId' : 'purchaseId';
  const open = parents.map((parent) => index.openAmount(kind, parent.id));
  const sumFits = parents.length > 1 && sumDecimals(open).eq(amount) && open.every((o) => o.gt(0));
  const allocations = parents.map((parent, i) => ({
    [field]: parent.id,
    amount: (parents.length === 1 ? amount : open[i]).toString(),
  }));
  const sure = found.sure && sameCurrency && (parents.length === 1 || sumFits);
  const kindOf = sure ? 'book' : 'suggest';
  return { key: transaction.key, kind: kindOf, rule: found.rule, allocations };
}

function matchCredit(index: MatchIndex, transaction: MatchableTransaction): MatchOutcome {
  const keys = remittanceKeys([transaction.structuredReference, transaction.remittanceText]);
  const byReference = index.invoicesByReference(keys);
  if (byReference.length > 0)
    return allocate(index, 'i', transaction, {
      rule: 'reference',
      parents: byReference,
      sure: true,
    });
  const issued = index.issuedPayment(transaction.endToEndId);
  if (issued?.invoiceId !== undefined)
    return issuedOutcome(transaction, { invoiceId: issued.invoiceId });
  const byNumber = index.invoicesByNumber(keys);
  if (byNumber.length > 0)
    return allocate(index, 'i', transaction, {
      rule: 'document_number',
      parents: byNumber,
      sure: true,
    });
  const byPayer = index.invoicesByPayer(transaction);
  if (byPayer.length > 0)
    return allocate(index, 'i', transaction, { rule: 'payer_iban', parents: byPayer, sure: false });
  return { key: transaction.key, kind: 'none' };
}

function matchDebit(index: MatchIndex, transaction: MatchableTransaction): MatchOutcome {
  const issued = index.issuedPayment(transaction.endToEndId);
  if (issued?.purchaseId !== undefined)
    return issuedOutcome(transaction, { purchaseId: issued.purchaseId });
  const keys = remittanceKeys([transaction.structuredReference, transaction.remittanceText]);
  const byText = index.purchasesByText(keys);
  if (byText.length > 0)
    return allocate(index, 'p', transaction, {
      rule: 'document_number',
      parents: byText,
      sure: true,
    });
  const byIban = index.purchasesByIban(transaction);
  if (byIban.length > 0)
    return allocate(index, 'p', transaction, {
      rule: 'supplier_iban',
      parents: byIban,
      sure: false,
    });
  return { key: transaction.key, kind: 'none' };
}

/** A payment Faktura issued itself is sure whatever the amount: the bank names it exactly. */
function issuedOutcome(
  transaction: MatchableTransaction,
  parent: { invoiceId: number } | { purchaseId: number },
): MatchOutcome {
  const allocations = [{ ...parent, amount: toDecimal(transaction.amount).toString() }];
  return { key: transaction.key, kind: 'book', rule: 'end_to_end_id', allocations };
}

/**
 * Matches a statement's transactions, in their order, against open invoices (credits) and open
 * purchases (debits). A return or reversal is reported as such (the caller finds the payment it
 * takes back). Credits try, in order: (a) a valid creditor or QR reference anywhere in the
 * structured reference or the text, (b) the end-to-end id of a direct debit Faktura issued,
 * (c) an invoice number in the text, (d) the amount among the open invoices of customers known
 * to pay from the payer's IBAN. Debits try the end-to-end id of an exported transfer, then the
 * purchase's number, the supplier's invoice number or the payment reference in the text, then
 * the amount among the supplier IBAN's purchases. (a), (b) and (c) are sure when they name one
 * parent in the transaction's currency, or several whose open amounts add up to the amount
 * exactly; (d) only suggests.
 */
export function matchBankTransactions(
  context: MatchContext,
  transactions: readonly MatchableTransaction[],
): MatchOutcome[] {
  const index = new MatchIndex(context);
  return transactions.map((transaction) => {
    if (transaction.returnReason || transaction.reversal)
      return {
        key: transaction.key,
        kind: 'return',
        reason: transaction.returnReason,
        endToEndId: transaction.endToEndId,
      };
    const outcome =
      transaction.direction === 'credit'
        ? matchCredit(index, transaction)
        : matchDebit(index, transaction);
    if (outcome.kind === 'book') index.book(outcome.allocations);
    return outcome;
  });
}
