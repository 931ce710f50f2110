import { Injectable } from '@nestjs/common';
import type { AccountTx } from '../../platform/database';
import {
  type DomainEvent,
  type DomainEventSubscriber,
  type EventActor,
  RecordReaders,
} from '../../platform/events';
import {
  type AuditRecordType,
  type AuditedEventType,
  type AuditedRecord,
  type CarriedRecordType,
  auditedRecordsOf,
} from './audited-events.table';
import { AuditLogWriter, type AuditRowInput } from './audit-log.writer';

const CARRIED: ReadonlySet<AuditRecordType> = new Set<CarriedRecordType>([
  'account',
  'bookkeeping_settings',
  'bookkeeping_export',
  'purchase_payment_run',
  'inbox_settings',
  'direct_debit_run',
  'dunning_settings',
]);
const isCarried = (type: AuditRecordType): type is CarriedRecordType => CARRIED.has(type);

/**
 * Appends the audit rows of every audited event (AUDITED_EVENTS) in the transaction of the
 * change, so a write that rolls back leaves no row and a committed one always has its rows.
 */
@Injectable()
export class AuditLogSubscriber implements DomainEventSubscriber<AuditedEventType> {
  constructor(
    private readonly readers: RecordReaders,
    private readonly writer: AuditLogWriter,
  ) {}

  readonly handle = async (
    tx: AccountTx,
    actor: EventActor,
    event: DomainEvent<AuditedEventType>,
  ): Promise<void> => {
    const rows: AuditRowInput[] = [];
    for (const audited of auditedRecordsOf(event)) rows.push(await this.row(tx, actor, audited));
    await this.writer.append(tx, actor, event.type, rows);
  };

  /**
   * The row of one record: a deletion is recorded just before the delete, so the record is
   * still there to read as it was; a change uses the record the writer loaded, else reads it.
   */
  private async row(tx: AccountTx, actor: EventActor, audited: AuditedRecord) {
    const { recordType, id } = audited;
    const current = audited.record ?? (await this.read(tx, actor.accountId, recordType, id));
    return audited.deleted
      ? { recordType, recordId: id, before: current, snapshot: null }
      : { recordType, recordId: id, before: null, snapshot: current };
  }

  private read(tx: AccountTx, accountId: number, recordType: AuditRecordType, id: number) {
    // The account's settings and bookkeeping are only written with their record.
    if (isCarried(recordType)) throw new Error(`a ${recordType} event must carry its record`);
    return this.readers.read(tx, accountId, recordType, id);
  }
}
