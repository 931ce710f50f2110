import { ResourceController, serviceRoutes } from '../../platform/http';
import { CreateTagDto, UpdateTagDto } from './dto/create-tag.dto';
import { ListTagsQuery } from './dto/list-tags.query';
import { TagResponse } from './dto/tag.response';
import { TagsService } from './tags.service';

export class TagsController extends ResourceController({
  path: 'tags',
  tag: 'Tags',
  service: TagsService,
  routes: serviceRoutes,
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
  // The reference answers a deleted tag with its record, not with an empty body.
  delete: {
    method: 'delete',
    answer: 'record',
    description: 'The tag as it was',
    operation: {
      summary: 'Delete the tag',
      description: "Takes it off the `tags` of every record of the tag's context.",
    },
  },
}) {}
