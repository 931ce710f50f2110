import { Prisma } from '../generated/prisma/client';
import { enqueueJob, type JobQueueTransaction } from '../jobs/job-queue';
import type { WebhookOutboxTransaction } from '../webhook-outbox/webhook-outbox';

/** Recipients of one e-mail. */
export interface EmailRecipients {
  to: string[];
  cc: string[];
  bcc: string[];
}

/** One e-mail about a document, as send_email or the dunning run asks for it. */
export interface NewEmailDelivery {
  /** The delivery's first status (the domain's initialEmailDeliveryState). */
  status: string;
  documentKind: string;
  documentId: number;
  /** The user whose key sent it; null for the worker (no sender name or signature). */
  userId: number | null;
  recipients: EmailRecipients;
  subject: string;
  text: string;
  letterPaperId: number | null;
  /** The validated e-invoice to attach (customers with an e-invoice format), else null. */
  eInvoiceDocumentId?: number | null;
}

/** What the outbox needs of a transaction: raw queries and the jobs table (any client has both). */
export type EmailOutboxTransaction = WebhookOutboxTransaction & JobQueueTransaction;

/**
 * Records the delivery and queues its `email.send` job in the caller's transaction, so the
 * e-mail exists exactly when the change that sends it was committed. Returns the delivery's id.
 */
export async function queueEmailDelivery(
  tx: EmailOutboxTransaction,
  accountId: number,
  delivery: NewEmailDelivery,
): Promise<number> {
  const { recipients } = delivery;
  const [row] = await tx.$queryRaw<{ id: number }[]>(Prisma.sql`
    INSERT INTO email_deliveries
      (account_id, status, document_kind, document_id, user_id, emails_to, emails_cc, emails_bcc,
       subject, text, letter_paper_id, einvoice_document_id, updated_at)
    VALUES (${accountId}, ${delivery.status}::email_status,
            ${delivery.documentKind}::document_kind, ${delivery.documentId}, ${delivery.userId},
            ${recipients.to}::text[], ${recipients.cc}::text[], ${recipients.bcc}::text[],
            ${delivery.subject}, ${delivery.text}, ${delivery.letterPaperId},
            ${delivery.eInvoiceDocumentId ?? null}, now())
    RETURNING id`);
  await enqueueJob(tx, { type: 'email.send', accountId, payload: { deliveryId: row.id } });
  return row.id;
}

/**
 * Default recipients of an invoice (or reminder) e-mail: the project's invoice recipients when
 * the project names any `to` address, else the customer's invoice recipients.
 */
export async function invoiceEmailRecipients(
  tx: WebhookOutboxTransaction,
  accountId: number,
  invoice: { customerId: number; projectId: number | null },
): Promise<EmailRecipients> {
  const rows = await tx.$queryRaw<(EmailRecipients & { project: boolean })[]>(Prisma.sql`
    SELECT true AS project, invoice_emails_to AS "to", invoice_emails_cc AS cc,
           invoice_emails_bcc AS bcc
      FROM projects WHERE id = ${invoice.projectId} AND account_id = ${accountId}
    UNION ALL
    SELECT false, invoice_emails_to, invoice_emails_cc, invoice_emails_bcc
      FROM companies WHERE id = ${invoice.customerId} AND account_id = ${accountId}`);
  const project = rows.find((row) => row.project && row.to.length > 0);
  const source = project ?? rows.find((row) => !row.project);
  return { to: source?.to ?? [], cc: source?.cc ?? [], bcc: source?.bcc ?? [] };
}
