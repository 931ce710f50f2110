import { Delete, Param } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { CurrentAccount } from '../../platform/auth';
import type { AccountContext } from '../../platform/auth';
import { IdPipe, ResourceController } from '../../platform/http';
import { CreateTagDto, UpdateTagDto } from './dto/create-tag.dto';
import { ListTagsQuery } from './dto/list-tags.query';
import { TagResponse } from './dto/tag.response';
import { TagsService } from './tags.service';

export class TagsController extends ResourceController({
  path: 'tags',
  tag: 'Tags',
  service: TagsService,
  // DELETE is this controller's own route: it answers the tag.
  routes: (tags) => ({
    list: (account, query) => tags.list(account, query),
    get: (account, id) => tags.get(account, id),
    create: (account, input) => tags.create(account, input),
    update: (account, id, input) => tags.update(account, id, input),
  }),
  types: {
    query: ListTagsQuery,
    create: CreateTagDto,
    update: UpdateTagDto,
    response: TagResponse,
  },
  operations: {
    update: {
      summary: 'Change name and colour',
      description:
        "A new name replaces the old one in the `tags` of every record of the tag's context.",
    },
  },
}) {
  constructor(private readonly tags: TagsService) {
    super(tags);
  }

  // The reference answers a deleted tag with its record, not with an empty body.
  @Delete(':id')
  @ApiOperation({
    summary: 'Delete the tag',
    description: "Takes it off the `tags` of every record of the tag's context.",
  })
  @ApiOkResponse({ type: TagResponse, description: 'The tag as it was' })
  delete(
    @CurrentAccount() account: AccountContext,
    @Param('id', IdPipe) id: number,
  ): Promise<TagResponse> {
    return this.tags.delete(account, id);
  }
}
