import { HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { accountParam, bodyParam, DeclaredController } from '../../platform/http';
import { CommentsService } from './comments.service';
import { BulkCreateCommentsDto } from './dto/bulk-create-comments.dto';
import { CommentDetailResponse, CommentResponse } from './dto/comment.response';
import { CreateCommentDto } from './dto/create-comment.dto';
import { ListCommentsQuery } from './dto/list-comments.query';
import { UpdateCommentDto } from './dto/update-comment.dto';

/** `/comments`: notes on the account's records, with an optional attachment. */
export class CommentsController extends DeclaredController({
  path: 'comments',
  tag: 'Comments',
  inject: { comments: CommentsService },
  routes: (route) => ({
    list: route.list({ query: ListCommentsQuery, response: CommentResponse }, 'comments.list'),
    bulkCreate: route.custom(
      {
        decorators: [
          Post('bulk'),
          HttpCode(200),
          ApiOperation({
            summary: 'The same comment on up to 100 records of one kind, all or none',
          }),
          ApiOkResponse({ type: CommentResponse, isArray: true, description: 'Created comments' }),
        ],
        params: [accountParam(), bodyParam(BulkCreateCommentsDto)],
      },
      'comments.bulkCreate',
    ),
    get: route.get(
      { response: CommentDetailResponse, description: 'With the attachment’s content' },
      'comments.get',
    ),
    create: route.create(
      { body: CreateCommentDto, response: CommentResponse, description: 'Comment created' },
      'comments.create',
    ),
    update: route.update(
      {
        body: UpdateCommentDto,
        response: CommentResponse,
        description: 'Updated comment; only its author may change it (403)',
      },
      'comments.update',
    ),
    delete: route.delete(
      {
        answer: 'no-content',
        description: 'Deleted with its attachment; only its author may delete it (403)',
      },
      'comments.delete',
    ),
  }),
}) {}
