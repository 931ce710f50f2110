import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { DomainError } from '@faktura/domain';
import type { AccountTx } from '../database';

/** The entities whose records event subscribers read (each has a reader, or the API won't start). */
export const RECORD_ENTITIES = [
  'offer',
  'offer_confirmation',
  'invoice',
  'invoice_payment',
  'invoice_reminder',
  'purchase',
  'purchase_payment',
  'company',
  'contact',
  'project',
  'project_contract',
  'project_group',
  'deal',
  'deal_category',
  'activity',
  'expense',
  'payment_schedule',
  'recurring_expense',
  'comment',
  'catalog_service',
  'unit',
  'receipt',
  'sepa_mandate',
] as const;

export type RecordEntity = (typeof RECORD_ENTITIES)[number];

/**
 * Reads one record in `tx` exactly as its GET answers it; null, or a 404 DomainError as the
 * GET's own loader throws it, when the record does not exist.
 */
export type RecordReader = (accountId: number, id: number, tx: AccountTx) => Promise<object | null>;

/**
 * How GET reads a record of each entity, registered by the feature that owns it, so a
 * subscriber (a web hook's payload) sends a record as the API answers it without importing
 * the feature.
 */
@Injectable()
export class RecordReaders implements OnApplicationBootstrap {
  private readonly readers = new Map<RecordEntity, RecordReader>();

  /** Each feature registers how GET reads its records (at module init); one per entity. */
  register(entity: RecordEntity, reader: RecordReader): void {
    if (this.readers.has(entity)) throw new Error(`record reader of ${entity} registered twice`);
    this.readers.set(entity, reader);
  }

  /** An entity without a reader could never be read for a subscriber: refuse to start. */
  onApplicationBootstrap(): void {
    const missing = RECORD_ENTITIES.filter((entity) => !this.readers.has(entity));
    if (missing.length > 0) throw new Error(`no record reader for ${missing.join(', ')}`);
  }

  /** The record as GET answers it, read in `tx`; null when it does not exist. */
  async read(
    tx: AccountTx,
    accountId: number,
    entity: RecordEntity,
    id: number,
  ): Promise<object | null> {
    const reader = this.readers.get(entity);
    if (!reader) throw new Error(`no record reader for ${entity}`);
    try {
      return await reader(accountId, id, tx);
    } catch (error) {
      if (DomainError.is(error) && error.code === 'not_found') return null;
      throw error;
    }
  }
}
