import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '@faktura/domain';
import type { AccountDbService } from '../../platform/database';
import { DomainEvents, type EventActor } from '../../platform/events';
import { decodeLogo } from './account-logo.decoder';
import { accountProfileColumns, toAccountProfileResponse } from './account-profile.mapper';
import { AccountProfileRepository } from './account-profile.repository';
import type { AccountProfileResponse } from './dto/account-profile.response';
import type { UpdateAccountProfileDto } from './dto/update-account-profile.dto';

/**
 * The account's own data: seller, address, register, bank and sender details, locale and logo,
 * which documents and e-mails print. Used by the API and by `faktura set-account`, with input
 * validated by the same DTO.
 */
@Injectable()
export class AccountProfileService {
  constructor(
    private readonly accounts: AccountProfileRepository,
    // A type, not the class: the admin CLI hands in a recorder of its own.
    @Inject(DomainEvents) private readonly events: EventRecorder,
  ) {}

  async get(accountId: number): Promise<AccountProfileResponse> {
    const account = await this.accounts.find(accountId);
    if (!account) throw DomainError.notFound();
    return toAccountProfileResponse(account);
  }

  /** Changes the fields sent; a new logo replaces the old one's file. */
  async update(actor: EventActor, input: UpdateAccountProfileDto): Promise<AccountProfileResponse> {
    const { accountId } = actor;
    const logo = typeof input.logo === 'string' ? decodeLogo(input.logo) : input.logo;
    // The DTO refused every logo that does not decode; this only narrows the type.
    if (logo && 'problem' in logo)
      throw DomainError.validation({ logo: ['must be a PNG or SVG image'] });
    const account = await this.accounts.transaction(accountId, async (tx) => {
      await this.accounts.lock(accountId, tx);
      const current = await this.accounts.find(accountId, tx);
      if (!current) throw DomainError.notFound();
      const columns = accountProfileColumns(input, current);
      if (logo !== undefined) {
        columns.logoFileId = logo && (await this.accounts.storeLogo(accountId, logo, tx));
      }
      const updated = await this.accounts.update(accountId, columns, tx);
      if (logo !== undefined && current.logoFileId !== null) {
        await this.accounts.deleteLogo(accountId, current.logoFileId, tx);
      }
      const response = toAccountProfileResponse(updated);
      const record = { ...response, logo: response.logo && logoDigest(response.logo) };
      await this.events.record(tx, actor, { type: 'account.changed', id: accountId, record });
      return response;
    });
    return account;
  }
}

/** How the account's change is recorded: DomainEvents in the API, the audit alone in the CLI. */
export type EventRecorder = Pick<DomainEvents, 'record'>;

/** The logo in a change's record is its SHA-256: the audit trail shows it changed, not the bytes. */
function logoDigest(base64: string): string {
  return `sha256:${createHash('sha256').update(Buffer.from(base64, 'base64')).digest('hex')}`;
}

/** The service outside Nest's container (the admin CLI), on the given connection. */
export function createAccountProfileService(
  db: AccountDbService,
  events: EventRecorder,
): AccountProfileService {
  return new AccountProfileService(new AccountProfileRepository(db), events);
}
