import { Injectable } from '@nestjs/common';
import type { Tag } from '@faktura/db';
import { DomainError, FieldErrorCollector } from '@faktura/domain';
import type { AccountContext } from '../../platform/auth';
import type { AccountTx } from '../../platform/database';
import { found, refuseIfTaken } from '../../platform/errors';
import { DomainEvents } from '../../platform/events';
import { Page } from '../../platform/lists';
import type { CreateTagDto, UpdateTagDto } from './dto/create-tag.dto';
import type { ListTagsQuery } from './dto/list-tags.query';
import type { TagResponse } from './dto/tag.response';
import { toTagResponse } from './tag-response.mapper';
import { TagsRepository } from './tags.repository';

/** A tag name as stored: trimmed; a blank one is a 422 naming `name`. */
function tagName(name: string): string {
  const trimmed = name.trim();
  const errors = new FieldErrorCollector();
  if (trimmed === '') errors.add('name', "can't be blank");
  errors.throwIfAny();
  return trimmed;
}

/**
 * The tags catalogue (`/tags`): one name per context, which that context's records carry in
 * their `tags`. Renaming a tag renames it on those records, deleting it takes it off them, in
 * the same transaction.
 */
@Injectable()
export class TagsService {
  constructor(
    private readonly tags: TagsRepository,
    private readonly events: DomainEvents,
  ) {}

  async list(account: AccountContext, query: ListTagsQuery): Promise<Page<TagResponse>> {
    return Page.of(await this.tags.list(account.accountId, query), toTagResponse, query);
  }

  async get(account: AccountContext, id: number): Promise<TagResponse> {
    return toTagResponse(found(await this.tags.find(account.accountId, id)));
  }

  async create(account: AccountContext, input: CreateTagDto): Promise<TagResponse> {
    const { accountId } = account;
    const name = tagName(input.name);
    const tag = await this.tags.transaction(accountId, async (tx) => {
      await refuseIfTaken('name', this.tags.findByName(accountId, input.context, name, tx), null);
      const created = await this.tags.create(
        accountId,
        { name, context: input.context, color: input.color },
        tx,
      );
      await this.events.record(tx, account, { type: 'tag.created', id: created.id });
      return created;
    });
    return toTagResponse(tag);
  }

  /** Name and colour; a new name replaces the old one in the tags of the context's records. */
  async update(account: AccountContext, id: number, input: UpdateTagDto): Promise<TagResponse> {
    const { accountId } = account;
    const name = input.name === undefined ? undefined : tagName(input.name);
    const tag = await this.tags.transaction(accountId, async (tx) => {
      const current = await this.locked(accountId, id, tx);
      const errors = new FieldErrorCollector();
      if (input.context !== undefined && input.context !== current.context)
        errors.add('context', 'cannot be changed');
      errors.throwIfAny();
      const renamed = name !== undefined && name !== current.name;
      if (renamed)
        await refuseIfTaken('name', this.tags.findByName(accountId, current.context, name, tx), id);
      // The tag is renamed first, so the records' trigger finds the new name registered.
      const changed = await this.tags.update(accountId, id, { name, color: input.color }, tx);
      const ids = renamed
        ? await this.tags.renameOnRecords(accountId, current.context, current.name, name, tx)
        : [];
      await this.events.record(tx, account, {
        type: 'tag.changed',
        id,
        retagged: { context: current.context, ids },
      });
      return changed;
    });
    return toTagResponse(tag);
  }

  /** Deletes the tag and takes it off the context's records; answers the tag as it was. */
  async delete(account: AccountContext, id: number): Promise<TagResponse> {
    const { accountId } = account;
    const tag = await this.tags.transaction(accountId, async (tx) => {
      const current = await this.locked(accountId, id, tx);
      const ids = await this.tags.removeFromRecords(accountId, current.context, current.name, tx);
      await this.events.record(tx, account, {
        type: 'tag.deleted',
        id,
        untagged: { context: current.context, ids },
      });
      await this.tags.remove(accountId, id, tx);
      return current;
    });
    return toTagResponse(tag);
  }

  /** The account's tag `id`, locked until `tx` ends; else 404. */
  private async locked(accountId: number, id: number, tx: AccountTx): Promise<Tag> {
    if (!(await this.tags.lock(accountId, id, tx))) throw DomainError.notFound();
    return found(await this.tags.find(accountId, id, tx));
  }
}
