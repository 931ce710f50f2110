import { Injectable, type OnModuleInit } from '@nestjs/common';
import {
  assertExportUnlocked,
  assertRule,
  DomainError,
  FieldErrorCollector,
} from '@faktura/domain';
import type { AccountContext } from '../../../platform/auth';
import { DocumentPdfService, DocumentFileLinks } from '../../../shared/document-pdfs';
import type { StoredPdf } from '../../../shared/document-pdfs';
import type { PdfQuery } from '../../../shared/sales-documents';
import { toDateColumn } from '../../../platform/input';
import { Page } from '../../../platform/lists';
import { sanitizeOptionalRichText } from '../../../platform/rich-text';
import type { AccountTx } from '../../../platform/database';
import { InvoicesRepository } from '../invoices.repository';
import { invoiceState } from '../invoices.service';
import type { InvoiceReminderRecordResponse } from './dto/invoice-reminder-record.response';
import type { CreateInvoiceReminderDto } from './dto/create-invoice-reminder.dto';
import type { ListInvoiceRemindersQuery } from './dto/list-invoice-reminders.query';
import { canRemindInvoice, checkReminderDates, reminderFee } from './invoice-reminder.rules';
import { toReminderRecord } from './invoice-reminder-record.mapper';
import { InvoiceRemindersRepository } from './invoice-reminders.repository';
import { DomainEvents, RecordReaders } from '../../../platform/events';
/** Payment reminders: embedded in their invoice, every change bumps the invoice. */
@Injectable()
export class InvoiceRemindersService implements OnModuleInit {
  constructor(
    private readonly reminders: InvoiceRemindersRepository,
    private readonly invoices: InvoicesRepository,
    private readonly pdfs: DocumentPdfService,
    private readonly fileLinks: DocumentFileLinks,
    private readonly events: DomainEvents,
    private readonly readers: RecordReaders,
  ) {}

  onModuleInit(): void {
    this.readers.register('invoice_reminder', (accountId, id, tx) => this.load(accountId, id, tx));
  }

  /** The reminder letter as PDF; `letter_paper_id` defaults to the account's default paper. */
  pdf(account: AccountContext, id: number, query: PdfQuery): Promise<StoredPdf> {
    return this.pdfs.render(account.accountId, {
      kind: 'invoice_reminder',
      documentId: id,
      letterPaperId: query.letter_paper_id ?? null,
    });
  }

  async list(
    account: AccountContext,
    query: ListInvoiceRemindersQuery,
  ): Promise<Page<InvoiceReminderRecordResponse>> {
    const { rows, total } = await this.reminders.list(account.accountId, query);
    const records = rows.map((row) =>
      toReminderRecord(row, this.fileLinks.link(account.accountId, row.lastPdfFileId)),
    );
    return new Page(records, total, query.page, query.per_page);
  }

  get(account: AccountContext, id: number): Promise<InvoiceReminderRecordResponse> {
    return this.load(account.accountId, id);
  }

  /**
   * Adds a reminder to a regular, unpaid invoice (locked for the transaction): due_date not
   * before date, the fee rounded to the invoice currency, the text reduced to safe rich text.
   */
  async create(
    account: AccountContext,
    input: CreateInvoiceReminderDto,
  ): Promise<InvoiceReminderRecordResponse> {
    const { accountId } = account;
    return this.invoices.transaction(accountId, async (tx) => {
      const invoice = await this.invoices.findForUpdate(accountId, input.invoice_id, tx);
      const errors = new FieldErrorCollector();
      checkReminderDates(input.date, input.due_date, errors);
      if (!invoice) errors.add('invoice_id', 'does not exist');
      errors.throwIfAny();
      // Unreachable (a missing invoice was recorded above); it narrows the type.
      if (!invoice) throw DomainError.validation({ invoice_id: ['does not exist'] });
      assertRule(canRemindInvoice(invoiceState(invoice)));
      const id = await this.reminders.create(
        accountId,
        {
          invoiceId: invoice.id,
          title: input.title ?? null,
          text: sanitizeOptionalRichText(input.text ?? null),
          fee: reminderFee(input.fee ?? 0, invoice.currency).toString(),
          date: toDateColumn(input.date),
          dueDate: toDateColumn(input.due_date),
        },
        tx,
      );
      await this.invoices.update(accountId, invoice.id, {}, tx);
      const reminder = await this.load(accountId, id, tx);
      // The invoice only shows the new reminder: no update of the invoice (docs/webhooks.md).
      const created = { type: 'invoice_reminder.created', id, record: reminder } as const;
      await this.events.record(tx, account, created);
      return reminder;
    });
  }

  /** Removes the reminder; its invoice counts as changed. */
  async delete(account: AccountContext, id: number): Promise<void> {
    const { accountId } = account;
    await this.invoices.transaction(accountId, async (tx) => {
      const locked = await this.reminders.lockWithInvoice(accountId, id, tx);
      if (locked === null) throw DomainError.notFound();
      const { invoiceId, bookkeepingExportId } = locked;
      assertExportUnlocked(
        'invoice_reminder',
        { id, identifier: null, bookkeepingExportId },
        'delete',
      );
      await this.events.record(tx, account, { type: 'invoice_reminder.deleted', id });
      await this.reminders.delete(accountId, id, tx);
      await this.invoices.update(accountId, invoiceId, {}, tx);
    });
  }

  private async load(accountId: number, id: number, tx?: AccountTx) {
    const row = await this.reminders.find(accountId, id, tx);
    if (!row) throw DomainError.notFound();
    return toReminderRecord(row, this.fileLinks.link(accountId, row.lastPdfFileId));
  }
}
