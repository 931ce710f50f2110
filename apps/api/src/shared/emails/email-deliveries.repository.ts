import { Injectable } from '@nestjs/common';
import { Prisma, queueEmailDelivery, type DocumentKind } from '@faktura/db';
import { initialEmailDeliveryState, type SellerFieldValues } from '@faktura/domain';
import { inIdOrder, ListQueryService, type ListSource } from '../../platform/lists';
import type { ListQuery } from '../../platform/lists';
import { AccountDbService, AccountScopedRepository } from '../../platform/database';
import type { AccountTx } from '../../platform/database';
import { requeueEmailDelivery } from './email-delivery-resend';
import { EMAIL_DELIVERY_COLUMNS, type EmailDeliveryRow } from './email-delivery.mapper';
import type { Recipients } from './email-recipients';
const SOURCE: ListSource = { table: 'email_deliveries' };

/** One e-mail about a document, as send_email asks for it. */
export interface NewEmailDelivery {
  documentKind: DocumentKind;
  documentId: number;
  userId: number;
  recipients: Recipients;
  subject: string;
  text: string;
  letterPaperId: number | null;
  /** The validated e-invoice to attach (customers with an e-invoice format), else null. */
  eInvoiceDocumentId?: number | null;
}

/** What the list of deliveries filters by besides the global parameters, already checked. */
export interface EmailDeliveryFilters {
  status?: string[];
  document_type?: string;
  document_id?: number[];
}

/** `email_deliveries` rows and their `email.send` jobs. */
@Injectable()
export class EmailDeliveriesRepository extends AccountScopedRepository {
  constructor(
    db: AccountDbService,
    private readonly lists: ListQueryService,
  ) {
    super(db);
  }

  /** The account's seller data that a document may not be sent without (see missingSellerFields). */
  seller(tx: AccountTx): Promise<SellerFieldValues> {
    return tx.account.findFirstOrThrow({
      select: {
        name: true,
        legalName: true,
        street: true,
        zip: true,
        city: true,
        countryCode: true,
        vatIdentifier: true,
        taxNumber: true,
      },
    });
  }

  /**
   * Records the delivery and queues its job in the caller's transaction, so the e-mail exists
   * exactly when the change that sends it (e.g. created -> sent) was committed.
   */
  queue(accountId: number, delivery: NewEmailDelivery, tx: AccountTx): Promise<number> {
    const status = initialEmailDeliveryState().status;
    return queueEmailDelivery(tx, accountId, { ...delivery, status });
  }

  /** `status` (one or several), `document_type`, `document_id` plus the global parameters. */
  async list(
    accountId: number,
    query: ListQuery & EmailDeliveryFilters,
  ): Promise<{ rows: EmailDeliveryRow[]; total: number }> {
    const conditions: Prisma.Sql[] = [];
    if (query.status) conditions.push(Prisma.sql`status::text = ANY(${query.status}::text[])`);
    if (query.document_type !== undefined)
      conditions.push(Prisma.sql`document_kind::text = ${query.document_type}`);
    if (query.document_id)
      conditions.push(Prisma.sql`document_id = ANY(${query.document_id}::int[])`);
    const { ids, total } = await this.lists.find(accountId, SOURCE, query, conditions);
    const rows = await this.db.forAccount(accountId).emailDelivery.findMany({
      where: { id: { in: ids } },
      select: EMAIL_DELIVERY_COLUMNS,
    });
    return { rows: inIdOrder(rows, ids), total };
  }

  find(accountId: number, id: number): Promise<EmailDeliveryRow | null> {
    return this.db.forAccount(accountId).emailDelivery.findFirst({
      where: { id },
      select: EMAIL_DELIVERY_COLUMNS,
    });
  }

  /** Queues an uncertain or failed delivery again (see requeueEmailDelivery); null: not found. */
  resend(accountId: number, id: number): Promise<EmailDeliveryRow | null> {
    return this.transaction(accountId, (tx) =>
      requeueEmailDelivery(tx as unknown as Prisma.TransactionClient, accountId, id),
    );
  }
}
