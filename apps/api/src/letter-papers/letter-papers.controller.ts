import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { PatchLikePut } from '../common/http/patch-like-put.decorator';
import type { AccountContext } from '../common/auth/account-context';
import { CurrentAccount } from '../common/auth/current-account.decorator';
import { IdPipe } from '../common/id.pipe';
import { CreateLetterPaperDto } from './dto/create-letter-paper.dto';
import { LetterPaperResponse } from './dto/letter-paper.response';
import { UpdateLetterPaperDto } from './dto/update-letter-paper.dto';
import { LetterPapersService } from './letter-papers.service';
import { ListLetterPapersQuery } from './dto/list-letter-papers.query';
import { ListQueryParam } from '../common/lists/list-query.decorator';

@ApiTags('Letter papers')
@PatchLikePut()
@Controller('letter_papers')
export class LetterPapersController {
  constructor(private readonly papers: LetterPapersService) {}

  @Get()
  @ApiOperation({
    summary: 'List letter papers',
    description:
      'One plain array without pages, as the reference answers it. Every account has a paper named White (plain paper, the PDF default); it is created on the first list request if missing.',
  })
  @ApiOkResponse({ type: LetterPaperResponse, isArray: true })
  list(
    @CurrentAccount() account: AccountContext,
    @ListQueryParam() query: ListLetterPapersQuery,
  ): Promise<LetterPaperResponse[]> {
    return this.papers.list(account, query);
  }

  @Get(':id')
  @ApiOkResponse({ type: LetterPaperResponse })
  get(
    @CurrentAccount() account: AccountContext,
    @Param('id', IdPipe) id: number,
  ): Promise<LetterPaperResponse> {
    return this.papers.get(account, id);
  }

  @Post()
  @HttpCode(200)
  @ApiOkResponse({ type: LetterPaperResponse })
  create(
    @CurrentAccount() account: AccountContext,
    @Body() input: CreateLetterPaperDto,
  ): Promise<LetterPaperResponse> {
    return this.papers.create(account, input);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Update a letter paper; White cannot be renamed or deactivated' })
  @ApiOkResponse({ type: LetterPaperResponse })
  update(
    @CurrentAccount() account: AccountContext,
    @Param('id', IdPipe) id: number,
    @Body() input: UpdateLetterPaperDto,
  ): Promise<LetterPaperResponse> {
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
