import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import {
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import { PatchLikePut } from '../common/http/patch-like-put.decorator';
import type { AccountContext } from '../common/auth/account-context';
import { CurrentAccount } from '../common/auth/current-account.decorator';
import { IdPipe } from '../common/id.pipe';
import type { Page } from '../common/lists/page';
import { ApiListQuery } from '../common/openapi/api-list-query.decorator';
import { CreateLetterPaperDto } from './dto/create-letter-paper.dto';
import { LetterPaperDetailResponse, LetterPaperResponse } from './dto/letter-paper.response';
import { UpdateLetterPaperDto } from './dto/update-letter-paper.dto';
import { LETTER_PAPER_SORT_FIELDS, LetterPapersService } from './letter-papers.service';

@ApiTags('Letter papers')
@PatchLikePut()
@Controller('letter_papers')
export class LetterPapersController {
  constructor(private readonly papers: LetterPapersService) {}

  @Get()
  @ApiOperation({
    summary: 'List letter papers',
    description:
      'Every account has a paper named White (plain paper, the PDF default); it is created on the first list request if missing.',
  })
  @ApiListQuery(Object.keys(LETTER_PAPER_SORT_FIELDS))
  @ApiQuery({ name: 'active', required: false, type: Boolean })
  @ApiOkResponse({ type: LetterPaperResponse, isArray: true })
  list(
    @CurrentAccount() account: AccountContext,
    @Query() query: Record<string, unknown>,
  ): Promise<Page<LetterPaperResponse>> {
    return this.papers.list(account, query);
  }

  @Get(':id')
  @ApiOkResponse({ type: LetterPaperDetailResponse })
  get(
    @CurrentAccount() account: AccountContext,
    @Param('id', IdPipe) id: number,
  ): Promise<LetterPaperDetailResponse> {
    return this.papers.get(account, id);
  }

  @Post()
  @HttpCode(200)
  @ApiOkResponse({ type: LetterPaperDetailResponse })
  create(
    @CurrentAccount() account: AccountContext,
    @Body() input: CreateLetterPaperDto,
  ): Promise<LetterPaperDetailResponse> {
    return this.papers.create(account, input);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Update a letter paper; White cannot be renamed or deactivated' })
  @ApiOkResponse({ type: LetterPaperDetailResponse })
  update(
    @CurrentAccount() account: AccountContext,
    @Param('id', IdPipe) id: number,
    @Body() input: UpdateLetterPaperDto,
  ): Promise<LetterPaperDetailResponse> {
    return this.papers.update(account, id, input);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted; 422 for the default paper White' })
  remove(
    @CurrentAccount() account: AccountContext,
    @Param('id', IdPipe) id: number,
  ): Promise<void> {
    return this.papers.remove(account, id);
  }
}
