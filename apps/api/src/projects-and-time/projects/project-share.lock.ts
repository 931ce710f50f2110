import type { AccountTx } from '../../platform/database';

/**
 * The project's currency, the project locked FOR KEY SHARE until the transaction ends, so it
 * cannot be deleted before the row that refers to it is stored; null when the account has none.
 */
export async function shareProject(
  tx: AccountTx,
  accountId: number,
  projectId: number,
): Promise<{ currency: string } | null> {
  const rows = await tx.$queryRaw<{ currency: string }[]>`
    SELECT currency FROM projects WHERE id = ${projectId} AND account_id = ${accountId}
    FOR KEY SHARE`;
  return rows[0] ?? null;
}
