/**
 * Whether a statement is of one of the account's bank accounts: its IBAN equals one of
 * `accountIbans` (spaces and case ignored), or, for an MT940 without IBAN, its German
 * "bank code/account number" is the one inside a DE IBAN of the account.
 */
export function isStatementOfAccount(
  statementAccount: { iban: string | null; identifier: string },
  accountIbans: readonly (string | null)[],
): boolean {
  const ibans = accountIbans.flatMap((iban) => (iban ? [compact(iban)] : []));
  if (statementAccount.iban) return ibans.includes(compact(statementAccount.iban));
  const own = compact(statementAccount.identifier);
  if (ibans.includes(own)) return true;
  const german = /^(\d{8})\/?(\d{1,10})$/.exec(statementAccount.identifier.replace(/\s+/g, ''));
  if (!german) return false;
  const bban = `${german[1]}${german[2].padStart(10, '0')}`;
  return ibans.some((iban) => iban.startsWith('DE') && iban.slice(4) === bban);
}

function compact(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}
