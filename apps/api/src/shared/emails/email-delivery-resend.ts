import { enqueueJob, type DocumentKind, type EmailDelivery, type Prisma } from '@faktura/db';
import { DomainError, emailDeliveryTransition, isEmailDeliveryStatus } from '@faktura/domain';

type Tx = Prisma.TransactionClient;

/**
 * Queues a delivery again, in `tx`: back to `queued`, its end of DATA forgotten and its error
 * cleared, with a new `email.send` job. The Message-ID stays, so a receiver that got the first
 * message can drop the second. The document counts as changed (its `email_deliveries` did).
 * Null when the account has no such delivery; a rule violation (422) unless it is `uncertain`
 * or `failed`. Used by the API and by the admin CLI, so every condition names the account.
 */
export async function requeueEmailDelivery(
  tx: Tx,
  accountId: number,
  id: number,
): Promise<EmailDelivery | null> {
  const found = await tx.emailDelivery.findFirst({
    where: { id, accountId },
    select: { documentKind: true, documentId: true },
  });
  if (!found) return null;
  // The document first, then the delivery: the order send_email takes its locks in.
  const document = await lockDocument(tx, accountId, found.documentKind, found.documentId);
  const [locked] = await tx.$queryRaw<{ status: string }[]>`
    SELECT status::text AS status FROM email_deliveries
     WHERE id = ${id} AND account_id = ${accountId} FOR UPDATE`;
  if (!locked) return null;
  if (!isEmailDeliveryStatus(locked.status)) {
    throw new Error(`e-mail delivery ${id} has the unknown status ${locked.status}`);
  }
  const { status } = emailDeliveryTransition({ status: locked.status }, { type: 'resend' });
  if (!document.exists) throw DomainError.rule('The document of this e-mail no longer exists');
  const row = await tx.emailDelivery.update({
    where: { id, accountId },
    data: { status, dataCompletedAt: null, lastError: null },
  });
  await enqueueJob(tx, { type: 'email.send', accountId, payload: { deliveryId: id } });
  await markDocumentChanged(tx, accountId, found, document.invoiceId);
  return row;
}

/** Bumps `updated_at` of the delivery's document, and of the invoice it belongs to (if any). */
async function markDocumentChanged(
  tx: Tx,
  accountId: number,
  document: { documentKind: DocumentKind; documentId: number },
  invoiceId: number | null,
): Promise<void> {
  const where = { id: document.documentId, accountId };
  const data = { updatedAt: new Date() };
  if (document.documentKind === 'offer') await tx.offer.updateMany({ where, data });
  if (document.documentKind === 'invoice_reminder')
    await tx.invoiceReminder.updateMany({ where, data });
  if (invoiceId !== null)
    await tx.invoice.updateMany({ where: { id: invoiceId, accountId }, data });
}

/** Locks the document's row (a reminder's invoice): whether it exists, and its invoice. */
async function lockDocument(
  tx: Tx,
  accountId: number,
  kind: DocumentKind,
  documentId: number,
): Promise<{ exists: boolean; invoiceId: number | null }> {
  if (kind === 'offer') {
    const offers = await tx.$queryRaw<{ id: number }[]>`
      SELECT id FROM offers WHERE id = ${documentId} AND account_id = ${accountId} FOR UPDATE`;
    return { exists: offers.length > 0, invoiceId: null };
  }
  const rows =
    kind === 'invoice_reminder'
      ? await tx.$queryRaw<{ id: number }[]>`
          SELECT i.id FROM invoices i JOIN invoice_reminders r ON r.invoice_id = i.id
           WHERE r.id = ${documentId} AND r.account_id = ${accountId} AND i.account_id = ${accountId}
           FOR UPDATE OF i`
      : await tx.$queryRaw<{ id: number }[]>`
          SELECT id FROM invoices WHERE id = ${documentId} AND account_id = ${accountId} FOR UPDATE`;
  return { exists: rows.length > 0, invoiceId: rows[0]?.id ?? null };
}
