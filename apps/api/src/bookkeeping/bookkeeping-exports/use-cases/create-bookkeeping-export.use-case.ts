import { Injectable } from '@nestjs/common';
import { FieldErrorCollector, purchaseTransition } from '@faktura/domain';
import type { AccountContext } from '../../../platform/auth';
import type { AccountTx } from '../../../platform/database';
import { DomainEvents } from '../../../platform/events';
import { BookkeepingSettingsService, partyNumberRanges } from '../../bookkeeping-settings';
import type { ExportSettings } from '../../bookkeeping-settings';
import type { BookkeepingExportKind } from '../bookkeeping-export.kind';
import {
  BookkeepingExportsRepository,
  type SelectedDocument,
} from '../bookkeeping-exports.repository';
import type { CreateBookkeepingExportDto } from '../dto/create-bookkeeping-export.dto';
import {
  type BookkeepingExportRecord,
  toBookkeepingExportRecord,
} from '../bookkeeping-export.record';
import {
  checkOneFiscalYear,
  checkSelectedIds,
  checkSelectedRange,
  fiscalYearOfDoc,
} from './export-selection.check';

/**
 * POST /invoices|purchases/bookkeeping_exports in one transaction: select and check the
 * documents (422 naming each problem, nothing written), number the parties without a debitor
 * or creditor number, insert the export, lock its documents (and the fee reminders of its
 * invoices), archive purchases when asked, queue the job that writes the file.
 */
@Injectable()
export class CreateBookkeepingExportUseCase {
  constructor(
    private readonly exports: BookkeepingExportsRepository,
    private readonly settings: BookkeepingSettingsService,
    private readonly events: DomainEvents,
  ) {}

  async run(
    kind: BookkeepingExportKind,
    account: AccountContext,
    input: CreateBookkeepingExportDto,
    today: string,
  ): Promise<BookkeepingExportRecord> {
    const { accountId } = account;
    const ids = input[kind.idsField];
    const errors = new FieldErrorCollector();
    if (ids !== undefined && (input.from !== undefined || input.to !== undefined)) {
      errors.add(
        input.from !== undefined ? 'from' : 'to',
        `is taken only without ${kind.idsField}`,
      );
    }
    if (input.from !== undefined && input.to !== undefined && input.from > input.to) {
      errors.add('to', 'must not lie before from');
    }
    errors.throwIfAny();
    return this.exports.transaction(accountId, async (tx) => {
      const settings = await this.settings.lockForExport(accountId, tx);
      if (settings.row.consultantNumber === null)
        errors.add('consultant_number', 'must be set (PUT /account/bookkeeping) before an export');
      if (settings.row.clientNumber === null)
        errors.add('client_number', 'must be set (PUT /account/bookkeeping) before an export');
      const docs = await this.select(kind, accountId, input, today, errors, tx);
      errors.throwIfAny();
      checkOneFiscalYear(docs, settings.row.fiscalYearStart, selectionField(kind, input), errors);
      errors.throwIfAny();
      await this.numberParties(kind, account, docs, settings, tx);
      const docIds = docs.map((doc) => doc.id);
      const id = await this.exports.insert(
        kind,
        accountId,
        {
          userId: account.userId,
          comment: input.comment ?? null,
          withDirectOnlineSubmission:
            input.with_direct_online_submission ?? input.trigger_submission ?? false,
          archiveAfterExport: kind.kind === 'purchases' && (input.archive_after_export ?? false),
          ids: docIds,
          fiscalYearStart: fiscalYearOfDoc(docs[0], settings.row.fiscalYearStart),
        },
        tx,
      );
      await this.archivePurchases(kind, account, input, docIds, tx);
      const record = toBookkeepingExportRecord(
        kind,
        (await this.exports.find(kind, accountId, id, tx))!,
      );
      await this.events.record(tx, account, { type: 'bookkeeping_export.created', id, record });
      return record;
    });
  }

  /** The documents to export, checked; every problem goes into `errors`. */
  private async select(
    kind: BookkeepingExportKind,
    accountId: number,
    input: CreateBookkeepingExportDto,
    today: string,
    errors: FieldErrorCollector,
    tx: AccountTx,
  ): Promise<SelectedDocument[]> {
    const ids = input[kind.idsField];
    if (ids !== undefined) {
      const docs = await this.exports.selectByIds(kind, accountId, [...new Set(ids)], tx);
      checkSelectedIds(kind, ids, docs, errors);
      if (ids.length === 0) errors.add(kind.idsField, `selects no ${kind.noun} to export`);
      return docs;
    }
    const field = selectionField(kind, input);
    const range = { from: input.from ?? null, to: input.to ?? today };
    const docs = await this.exports.selectByRange(kind, accountId, range, tx);
    checkSelectedRange(kind, field, docs, errors);
    if (docs.length === 0) {
      errors.add(field, `selects no ${kind.noun} that is not yet exported (up to ${range.to})`);
    }
    return docs;
  }

  /**
   * Gives the parties without a number the next ones (each a `company.changed`) and moves the
   * settings' counter.
   */
  private async numberParties(
    kind: BookkeepingExportKind,
    account: AccountContext,
    docs: SelectedDocument[],
    settings: ExportSettings,
    tx: AccountTx,
  ): Promise<void> {
    const parties = [...new Set(docs.map((doc) => doc.party_id as number))];
    const ranges = partyNumberRanges(settings.row.accountLength);
    const debit = kind.kind === 'invoices';
    const counter = debit ? settings.row.nextDebitNumber : settings.row.nextCreditNumber;
    const start = Math.max(counter, debit ? ranges.debit.min : ranges.credit.min);
    const { accountId } = account;
    const { next, numbered } = await this.exports.numberParties(
      kind,
      accountId,
      parties,
      start,
      tx,
    );
    const events = numbered.map((id) => ({ type: 'company.changed' as const, id }));
    if (events.length > 0) await this.events.record(tx, account, ...events);
    await this.settings.advancePartyNumbers(
      accountId,
      {
        debit: debit ? next : settings.row.nextDebitNumber,
        credit: debit ? settings.row.nextCreditNumber : next,
      },
      tx,
    );
  }

  /** archive_after_export: the purchases move to the archive through the domain's transition. */
  private async archivePurchases(
    kind: BookkeepingExportKind,
    account: AccountContext,
    input: CreateBookkeepingExportDto,
    ids: number[],
    tx: AccountTx,
  ): Promise<void> {
    if (kind.kind !== 'purchases' || !input.archive_after_export) return;
    const { status } = purchaseTransition(
      { status: 'pending' },
      { type: 'update_status', status: 'archived' },
    );
    const moved = await this.exports.movePurchases(account.accountId, ids, status, tx);
    const events = moved.map((id) => ({ type: 'purchase.status_changed' as const, id }));
    if (events.length > 0) await this.events.record(tx, account, ...events);
  }
}

/** The field a problem of the whole selection is named on: the range's end given, or the IDs. */
function selectionField(kind: BookkeepingExportKind, input: CreateBookkeepingExportDto): string {
  if (input[kind.idsField] !== undefined) return kind.idsField;
  return input.from !== undefined ? 'from' : input.to !== undefined ? 'to' : kind.idsField;
}
