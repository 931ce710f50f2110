import type { AccountTx } from '../database/account-scope.extension';
import type { Recipients } from '../emails/email-recipients';

/**
 * Default recipients of an invoice (or reminder) e-mail: the project's invoice recipients when
 * the project names any `to` address, else the customer's invoice recipients.
 */
export async function invoiceEmailDefaults(
  tx: AccountTx,
  invoice: { customerId: number; projectId: number | null },
): Promise<Recipients> {
  const select = { invoiceEmailsTo: true, invoiceEmailsCc: true, invoiceEmailsBcc: true };
  const project =
    invoice.projectId === null
      ? null
      : await tx.project.findFirst({ where: { id: invoice.projectId }, select });
  const source =
    project && project.invoiceEmailsTo.length > 0
      ? project
      : await tx.company.findFirst({ where: { id: invoice.customerId }, select });
  return {
    to: source?.invoiceEmailsTo ?? [],
    cc: source?.invoiceEmailsCc ?? [],
    bcc: source?.invoiceEmailsBcc ?? [],
  };
}
