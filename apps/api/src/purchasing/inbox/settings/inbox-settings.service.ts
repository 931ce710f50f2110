import { Inject, Injectable } from '@nestjs/common';
import { sealSecret } from '@faktura/db';
import { DomainError } from '@faktura/domain';
import { API_CONFIG, type ApiConfig } from '../../../platform/config';
import { AccountDbService } from '../../../platform/database';
import { found } from '../../../platform/errors';
import { DomainEvents, type EventActor } from '../../../platform/events';
import type { InboxSettingsResponse } from './dto/inbox-settings.response';
import type { UpdateInboxSettingsDto } from './dto/update-inbox-settings.dto';
import { toInboxSettingsResponse } from './inbox-settings.mapper';
import { type InboxMailboxColumns, InboxSettingsRepository } from './inbox-settings.repository';
import { checkInboxSettings, inboxSettingsColumns } from './inbox-settings.rules';

/** How a change is recorded: DomainEvents in the API, the audit alone in the admin CLI. */
export type InboxEventRecorder = Pick<DomainEvents, 'record'>;

/** What the service needs of the configuration: the key that seals passwords. */
export type InboxSecretConfig = Pick<ApiConfig, 'secretKey'>;

const NO_KEY =
  'The mailbox password cannot be stored: the server has no FAKTURA_SECRET_KEY ' +
  '(32 bytes, hex or base64; npm start creates one)';

/**
 * The account's inbox settings (GET/PUT/PATCH/DELETE /account/inbox and the admin CLI's
 * inbox-set/-show/-remove). The password is sealed with FAKTURA_SECRET_KEY before it is stored
 * and never leaves the service.
 */
@Injectable()
export class InboxSettingsService {
  constructor(
    private readonly mailboxes: InboxSettingsRepository,
    @Inject(DomainEvents) private readonly events: InboxEventRecorder,
    @Inject(API_CONFIG) private readonly config: InboxSecretConfig,
  ) {}

  async get(accountId: number): Promise<InboxSettingsResponse> {
    return toInboxSettingsResponse(found(await this.mailboxes.find(accountId)));
  }

  /** Sets up or changes the fields sent; 422 naming every problem, nothing written then. */
  update(actor: EventActor, input: UpdateInboxSettingsDto): Promise<InboxSettingsResponse> {
    const { accountId } = actor;
    return this.mailboxes.transaction(accountId, async (tx) => {
      const current = await this.mailboxes.lock(accountId, tx);
      checkInboxSettings(input, current);
      const sealed = input.password === undefined ? undefined : this.seal(input.password);
      const columns = inboxSettingsColumns(input, current, sealed, new Date());
      // checkInboxSettings made sure that a first write names every required column.
      const row = current
        ? await this.mailboxes.update(accountId, columns, tx)
        : await this.mailboxes.create(accountId, columns as InboxMailboxColumns, tx);
      const record = toInboxSettingsResponse(row);
      await this.events.record(tx, actor, { type: 'account.inbox_changed', id: accountId, record });
      return record;
    });
  }

  /** Removes the settings; messages already read stay with their drafts and purchases. */
  async remove(actor: EventActor): Promise<void> {
    const { accountId } = actor;
    await this.mailboxes.transaction(accountId, async (tx) => {
      const record = toInboxSettingsResponse(found(await this.mailboxes.lock(accountId, tx)));
      await this.events.record(tx, actor, { type: 'account.inbox_removed', id: accountId, record });
      await this.mailboxes.remove(accountId, tx);
    });
  }

  private seal(password: string): string {
    if (!this.config.secretKey) throw DomainError.unavailable(NO_KEY);
    return sealSecret(password, this.config.secretKey);
  }
}

/** The service outside Nest's container (the admin CLI), on the given connection. */
export function createInboxSettingsService(
  db: AccountDbService,
  events: InboxEventRecorder,
  config: InboxSecretConfig,
): InboxSettingsService {
  return new InboxSettingsService(new InboxSettingsRepository(db), events, config);
}
