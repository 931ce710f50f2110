import { Injectable } from '@nestjs/common';
import type { TagContext } from '@faktura/db';
import { DomainError, FieldErrorCollector } from '@faktura/domain';
import type { AccountContext } from '../../platform/auth';
import { DomainEvents } from '../../platform/events';
import { normalizeTags } from '../../platform/input';
import { isTagContext, TAG_CONTEXTS } from './tag-contexts';
import { changedTags, sameTags, type TaggingChange } from './tagging-change';
import { TaggingsRepository } from './taggings.repository';

/** The context a path's `taggable_type` names; another text is a 422 naming it. */
function contextOf(type: string): TagContext {
  const errors = new FieldErrorCollector();
  if (!isTagContext(type)) errors.add('taggable_type', `must be one of ${TAG_CONTEXTS.join(', ')}`);
  errors.throwIfAny();
  return type as TagContext;
}

/**
 * The tags of one record (`/taggings/{taggable_type}/{taggable_id}`): read, add, replace,
 * remove. A change writes the record's `tags` (new names become tags of its context through the
 * table's trigger) and records `taggings.changed`, in one transaction.
 */
@Injectable()
export class TaggingsService {
  constructor(
    private readonly taggings: TaggingsRepository,
    private readonly events: DomainEvents,
  ) {}

  async get(account: AccountContext, type: string, id: number): Promise<string[]> {
    const tags = await this.taggings.tagsOf(account.accountId, contextOf(type), id);
    if (tags === null) throw DomainError.notFound();
    return tags;
  }

  async change(
    account: AccountContext,
    type: string,
    id: number,
    names: readonly string[],
    change: TaggingChange,
  ): Promise<string[]> {
    const context = contextOf(type);
    const { accountId } = account;
    return this.taggings.transaction(accountId, async (tx) => {
      const current = await this.taggings.lockTags(accountId, context, id, tx);
      if (current === null) throw DomainError.notFound();
      const next = changedTags(current, normalizeTags(names), change);
      if (sameTags(current, next)) return current;
      await this.taggings.setTags(accountId, context, id, next, tx);
      await this.events.record(tx, account, { type: 'taggings.changed', context, ids: [id] });
      return next;
    });
  }
}
