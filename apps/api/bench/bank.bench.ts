/**
 * Bank statement reading and matching speed and memory. Not a test; run `pnpm bench:bank`.
 * Builds BENCH_BANK_INVOICES (default 100,000) open invoices and a camt.053.001.08 of
 * BENCH_BANK_ENTRIES (default 10,000) credits: a fifth each with the creditor reference as
 * structured reference, the reference written in lower case and groups in the text, the bare
 * invoice number, a known payer IBAN with the amount, and nothing to go by. Then reads the file
 * and matches it as POST /bank_statements does, and prints the time of each step and the peak
 * RSS of the process next to its RSS before reading (the invoices and the file the bench holds)
 * (goal: under 10 s and 200 MiB together).
 */
import { performance } from 'node:perf_hooks';
import { readBankStatementFile } from '@faktura/banking';
import {
  creditorReferenceFor,
  isValidCreditorReference,
  isValidQrReference,
  matchBankTransactions,
  type MatchableTransaction,
  type OpenInvoice,
} from '@faktura/domain';
import { buildCamt053, type Camt053EntryOptions } from '@faktura/test-support';

const INVOICES = Number(process.env.BENCH_BANK_INVOICES || 100_000);
const ENTRIES = Number(process.env.BENCH_BANK_ENTRIES || 10_000);
const IBAN = 'DE89370400440532013000';
const MiB = 1024 * 1024;

const identifier = (n: number) => `R26${String(n).padStart(6, '0')}`;
const payerIban = (customer: number) => `DE00BENCH${String(customer).padStart(13, '0')}`;
const amountOf = (n: number) => `${100 + (n % 900)}.${String(n % 100).padStart(2, '0')}`;

function openInvoices(): OpenInvoice[] {
  return Array.from({ length: INVOICES }, (_, i) => ({
    id: i + 1,
    identifier: identifier(i + 1),
    customerId: (i % 5000) + 1,
    currency: 'EUR',
    openAmount: amountOf(i + 1),
    reference: creditorReferenceFor(identifier(i + 1)),
  }));
}

function entry(n: number): Camt053EntryOptions {
  const invoice = ((n * 7919) % INVOICES) + 1;
  const base = { amount: amountOf(invoice), direction: 'credit' as const };
  const reference = creditorReferenceFor(identifier(invoice))!;
  switch (n % 5) {
    case 0:
      return { ...base, creditorReference: reference };
    case 1:
      return {
        ...base,
        remittanceText: `Zahlung ${reference.toLowerCase().replace(/(.{4})/g, '$1 ')}`,
      };
    case 2:
      return { ...base, remittanceText: `Rechnung Nr. ${identifier(invoice)} vielen Dank` };
    case 3:
      return { ...base, payerIban: payerIban(((invoice - 1) % 5000) + 1), payerName: 'Kunde' };
    default:
      return { ...base, remittanceText: `Miete Oktober ${n}` };
  }
}

function main(): void {
  const invoices = openInvoices();
  const customerIbans = Array.from({ length: 5000 }, (_, i) => ({
    iban: payerIban(i + 1),
    customerId: i + 1,
  }));
  const xml = Buffer.from(
    buildCamt053({
      accountIban: IBAN,
      date: '2026-11-30',
      entries: Array.from({ length: ENTRIES }, (_, n) => entry(n)),
    }),
  );

  global.gc?.();
  const before = process.memoryUsage().rss;
  // The highest RSS of the process so far: building the bench's own invoices and file.
  const setupPeak = process.resourceUsage().maxRSS * 1024;
  const started = performance.now();
  const file = readBankStatementFile(xml);
  const read = performance.now();
  let key = 0;
  const transactions: MatchableTransaction[] = file.statements.flatMap((statement) =>
    statement.entries.flatMap((e) =>
      e.transactions.map((t) => ({
        key: ++key,
        amount: t.amount,
        currency: t.currency,
        direction: t.direction,
        endToEndId: t.endToEndId,
        structuredReference: t.structuredReference,
        remittanceText: t.remittanceText,
        counterpartyIban: t.counterparty.iban,
        returnReason: t.returnReason,
        reversal: e.reversal,
      })),
    ),
  );
  const outcomes = matchBankTransactions(
    {
      invoices,
      purchases: [],
      customerIbans,
      issuedPayments: [],
      isValidReference: (r) => isValidCreditorReference(r) || isValidQrReference(r),
    },
    transactions,
  );
  const matched = performance.now();

  const kinds: Record<string, number> = {};
  for (const outcome of outcomes) kinds[outcome.kind] = (kinds[outcome.kind] ?? 0) + 1;
  const peak = process.resourceUsage().maxRSS * 1024;
  console.log(
    JSON.stringify(
      {
        invoices: INVOICES,
        entries: transactions.length,
        file_mib: Number((xml.length / MiB).toFixed(1)),
        read_ms: Math.round(read - started),
        match_ms: Math.round(matched - read),
        total_ms: Math.round(matched - started),
        rss_before_read_mib: Number((before / MiB).toFixed(1)),
        peak_rss_of_setup_mib: Number((setupPeak / MiB).toFixed(1)),
        peak_rss_mib: Number((peak / MiB).toFixed(1)),
        outcomes: kinds,
      },
      null,
      2,
    ),
  );
}

main();
