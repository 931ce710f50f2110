import { Injectable } from '@nestjs/common';
import {
  DomainError,
  FieldErrorCollector,
  initialSepaMandateState,
  sepaMandateTransition,
} from '@faktura/domain';
import type { AccountContext } from '../../platform/auth';
import { Clock } from '../../platform/clock';
import type { AccountTx } from '../../platform/database';
import { found } from '../../platform/errors';
import { DomainEvents, RecordReaders, RecordedResourceService } from '../../platform/events';
import { toDateColumn } from '../../platform/input';
import { apiDate } from '../../platform/serialization';
import type { CreateSepaMandateDto } from './dto/create-sepa-mandate.dto';
import type { ListSepaMandatesQuery } from './dto/list-sepa-mandates.query';
import type { RevokeSepaMandateDto } from './dto/revoke-sepa-mandate.dto';
import type { SepaMandateResponse } from './dto/sepa-mandate.response';
import type { UpdateSepaMandateDto } from './dto/update-sepa-mandate.dto';
import type { SepaMandateRow } from './sepa-mandate-records.query';
import { toSepaMandateResponse } from './sepa-mandate-response.mapper';
import { SepaMandatesRepository } from './sepa-mandates.repository';

/** Fields that identify the mandate towards the debtor's bank: fixed once collected on. */
const FIXED_ONCE_COLLECTED = ['reference', 'signed_on', 'scheme', 'iban'] as const;

/** SEPA direct debit mandates of the account's customers (extension). */
@Injectable()
export class SepaMandatesService extends RecordedResourceService<
  SepaMandateRow,
  SepaMandateResponse,
  ListSepaMandatesQuery,
  UpdateSepaMandateDto
> {
  constructor(
    private readonly mandates: SepaMandatesRepository,
    private readonly clock: Clock,
    events: DomainEvents,
    readers: RecordReaders,
  ) {
    super(
      'sepa_mandate',
      mandates,
      (row) => toSepaMandateResponse(row, clock.now().toISOString().slice(0, 10)),
      events,
      readers,
    );
  }

  /** A new active mandate; its company must be one of the account's, its reference unused. */
  create(account: AccountContext, input: CreateSepaMandateDto): Promise<SepaMandateResponse> {
    const { accountId } = account;
    return this.createRecord(account, async (tx) => {
      const errors = new FieldErrorCollector();
      if (!(await this.mandates.refersTo(accountId, 'company', input.company_id, tx)))
        errors.add('company_id', 'does not exist');
      await this.checkReference(accountId, input.reference, null, errors, tx);
      errors.throwIfAny();
      const { status } = initialSepaMandateState();
      const { id } = await this.mandates.create(
        accountId,
        {
          companyId: input.company_id,
          reference: input.reference,
          signedOn: toDateColumn(input.signed_on),
          scheme: input.scheme ?? 'CORE',
          iban: input.iban,
          bic: input.bic ?? null,
          debtorName: input.debtor_name,
          status,
        },
        tx,
      );
      return found(await this.mandates.find(accountId, id, tx));
    });
  }

  protected async change(current: SepaMandateRow, input: UpdateSepaMandateDto, tx: AccountTx) {
    const { accountId, id } = current;
    await this.mandates.lock(accountId, id, tx);
    const errors = new FieldErrorCollector();
    if (current.directDebits.length > 0) {
      for (const field of FIXED_ONCE_COLLECTED) {
        if (input[field] !== undefined)
          errors.add(field, 'cannot change once collected on; take a new mandate');
      }
    }
    if (input.reference !== undefined)
      await this.checkReference(accountId, input.reference, id, errors, tx);
    errors.throwIfAny();
    await this.mandates.update(
      accountId,
      id,
      {
        reference: input.reference,
        signedOn: input.signed_on === undefined ? undefined : toDateColumn(input.signed_on),
        scheme: input.scheme,
        iban: input.iban,
        bic: input.bic,
        debtorName: input.debtor_name,
      },
      tx,
    );
    return found(await this.mandates.find(accountId, id, tx));
  }

  /** Revokes the mandate through its status machine (a revoked one is a 422). */
  revoke(account: AccountContext, id: number, input: RevokeSepaMandateDto) {
    const { accountId } = account;
    return this.changeRecord(account, async (tx) => {
      const current = await this.lockedRecord(
        await this.mandates.lock(accountId, id, tx),
        accountId,
        id,
        tx,
      );
      const next = sepaMandateTransition(
        {
          status: current.status,
          revokedOn: apiDate(current.revokedOn),
          revocationReason: current.revocationReason,
        },
        {
          type: 'revoke',
          on: input.revoked_on ?? this.clock.now().toISOString().slice(0, 10),
          reason: input.reason,
        },
      );
      await this.mandates.update(
        accountId,
        id,
        {
          status: next.status,
          revokedOn: next.revokedOn === null ? null : toDateColumn(next.revokedOn),
          revocationReason: next.revocationReason,
        },
        tx,
      );
      return found(await this.mandates.find(accountId, id, tx));
    });
  }

  /** Only a mandate nothing was collected under may go; one that was is revoked instead. */
  protected async deletion(account: AccountContext, id: number, tx: AccountTx) {
    const { accountId } = account;
    const current = await this.lockedRecord(
      await this.mandates.lock(accountId, id, tx),
      accountId,
      id,
      tx,
    );
    if (current.directDebits.length > 0)
      throw DomainError.rule('A mandate that was collected on cannot be deleted; revoke it');
    return { remove: () => this.mandates.delete(accountId, id, tx) };
  }

  private async checkReference(
    accountId: number,
    reference: string,
    exceptId: number | null,
    errors: FieldErrorCollector,
    tx: AccountTx,
  ): Promise<void> {
    if (await this.mandates.referenceTaken(accountId, reference, exceptId, tx))
      errors.add('reference', 'has already been taken');
  }
}
