import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DomainError } from '@faktura/domain';
import type { AccountContext } from '../../platform/auth';
import { found } from '../../platform/errors';
import { Page } from '../../platform/lists';
import type { AccountTx } from '../../platform/database';
import type { CreateWebHookDto } from './dto/create-web-hook.dto';
import type { ListWebHooksQuery } from './dto/list-web-hooks.query';
import type { UpdateWebHookDto } from './dto/update-web-hook.dto';
import type { CreatedWebHookResponse, WebHookResponse } from './dto/web-hook.response';
import { toWebHookResponse } from './web-hook-response.mapper';
import { prismaTarget } from './web-hook-targets';
import { WebHooksRepository } from './web-hooks.repository';

/** Web hooks: which changes of which records an account's receivers are told about. */
@Injectable()
export class WebHooksService {
  constructor(private readonly hooks: WebHooksRepository) {}

  async list(account: AccountContext, query: ListWebHooksQuery): Promise<Page<WebHookResponse>> {
    return Page.of(await this.hooks.list(account.accountId, query), toWebHookResponse, query);
  }

  async get(account: AccountContext, id: number): Promise<WebHookResponse> {
    return toWebHookResponse(found(await this.hooks.find(account.accountId, id)));
  }

  /** A new, enabled hook with a new random secret, which only this answer shows. */
  async create(account: AccountContext, input: CreateWebHookDto): Promise<CreatedWebHookResponse> {
    const row = await this.hooks.create(account.accountId, {
      target: prismaTarget(input.target),
      event: input.event,
      hook: input.hook,
      secret: randomBytes(16).toString('hex'),
    });
    return { ...toWebHookResponse(row), secret: row.secret };
  }

  /**
   * Changes the receiver URL, the only thing of a hook that changes (a 404 when missing); a new
   * URL starts without the old one's failures or pause.
   */
  update(account: AccountContext, id: number, input: UpdateWebHookDto): Promise<WebHookResponse> {
    return this.switched(account, id, async (tx) => {
      if (!(await this.hooks.changeUrl(account.accountId, id, input.hook, tx)))
        throw DomainError.notFound();
    });
  }

  /** Disables the hook; a disabled one stays as it is (its disabled_at included). */
  disable(account: AccountContext, id: number): Promise<WebHookResponse> {
    return this.switched(account, id, (tx) => this.hooks.disable(account.accountId, id, tx));
  }

  /** Enables the hook and sends what waited; an enabled one stays as it is. */
  enable(account: AccountContext, id: number): Promise<WebHookResponse> {
    return this.switched(account, id, (tx) => this.hooks.enable(account.accountId, id, tx));
  }

  /** Deletes the hook with its deliveries. */
  async delete(account: AccountContext, id: number): Promise<void> {
    if (!(await this.hooks.delete(account.accountId, id))) throw DomainError.notFound();
  }

  /** The hook after `change` switched it, read in the same transaction (404 when missing). */
  private async switched(
    account: AccountContext,
    id: number,
    change: (tx: AccountTx) => Promise<void>,
  ): Promise<WebHookResponse> {
    const { accountId } = account;
    const row = await this.hooks.transaction(accountId, async (tx) => {
      await change(tx);
      return this.hooks.find(accountId, id, tx);
    });
    return toWebHookResponse(found(row));
  }
}
