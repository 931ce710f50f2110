import { Body, Controller, Delete, Get, Param, Patch, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { CurrentAccount } from '../../platform/auth';
import type { AccountContext } from '../../platform/auth';
import { IdPipe } from '../../platform/http';
import { TaggingNamesDto } from './dto/tagging-names.dto';
import { TAG_CONTEXTS } from './tag-contexts';
import { TaggingsService } from './taggings.service';

const TAGS = { type: String, isArray: true } as const;

/**
 * A record's tags. Written out instead of declared: PATCH adds here while PUT replaces, which
 * the declared controllers' PATCH-beside-PUT would merge.
 */
@ApiTags('Taggings')
@ApiParam({
  name: 'taggable_type',
  enum: TAG_CONTEXTS,
  description: 'The kind of record; another value is a 422',
})
@ApiParam({ name: 'taggable_id', type: Number })
@Controller('taggings/:taggable_type/:taggable_id')
export class TaggingsController {
  constructor(private readonly taggings: TaggingsService) {}

  @Get()
  @ApiOperation({ summary: "The record's tags" })
  @ApiOkResponse({ ...TAGS, description: 'Current tags' })
  list(
    @CurrentAccount() account: AccountContext,
    @Param('taggable_type') type: string,
    @Param('taggable_id', IdPipe) id: number,
  ): Promise<string[]> {
    return this.taggings.get(account, type, id);
  }

  @Patch()
  @ApiOperation({ summary: 'Add tags to the record' })
  @ApiOkResponse({ ...TAGS, description: 'Updated tags' })
  add(
    @CurrentAccount() account: AccountContext,
    @Param('taggable_type') type: string,
    @Param('taggable_id', IdPipe) id: number,
    @Body() input: TaggingNamesDto,
  ): Promise<string[]> {
    return this.taggings.change(account, type, id, input.tags, 'add');
  }

  @Put()
  @ApiOperation({ summary: "Replace the record's tags" })
  @ApiOkResponse({ ...TAGS, description: 'Updated tags' })
  replace(
    @CurrentAccount() account: AccountContext,
    @Param('taggable_type') type: string,
    @Param('taggable_id', IdPipe) id: number,
    @Body() input: TaggingNamesDto,
  ): Promise<string[]> {
    return this.taggings.change(account, type, id, input.tags, 'replace');
  }

  @Delete()
  @ApiOperation({ summary: 'Remove tags from the record' })
  @ApiOkResponse({ ...TAGS, description: 'Updated tags' })
  remove(
    @CurrentAccount() account: AccountContext,
    @Param('taggable_type') type: string,
    @Param('taggable_id', IdPipe) id: number,
    @Body() input: TaggingNamesDto,
  ): Promise<string[]> {
    return this.taggings.change(account, type, id, input.tags, 'remove');
  }
}
