import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { PatchLikePut } from '../common/http/patch-like-put.decorator';
import { EmptyJsonResponse } from '../common/http/empty-json-response.decorator';
import type { AccountContext } from '../common/auth/account-context';
import { CurrentAccount } from '../common/auth/current-account.decorator';
import { IdPipe } from '../common/id.pipe';
import type { Page } from '../common/lists/page';
import { CompaniesService } from './companies.service';
import { CompanyResponse } from './dto/company.response';
import { CreateCompanyDto } from './dto/create-company.dto';
import { ListCompaniesQuery } from './dto/list-companies.query';
import { UpdateCompanyDto } from './dto/update-company.dto';
import { ListQueryParam } from '../common/lists/list-query.decorator';

@ApiTags('Companies')
@PatchLikePut()
@Controller('companies')
export class CompaniesController {
  constructor(private readonly companies: CompaniesService) {}

  @Get()
  @ApiOkResponse({ type: CompanyResponse, isArray: true })
  list(
    @CurrentAccount() account: AccountContext,
    @ListQueryParam() query: ListCompaniesQuery,
  ): Promise<Page<CompanyResponse>> {
    return this.companies.list(account, query);
  }

  @Get(':id')
  @ApiOkResponse({ type: CompanyResponse })
  get(
    @CurrentAccount() account: AccountContext,
    @Param('id', IdPipe) id: number,
  ): Promise<CompanyResponse> {
    return this.companies.get(account, id);
  }

  @Post()
  @HttpCode(200)
  @ApiOkResponse({ type: CompanyResponse })
  create(
    @CurrentAccount() account: AccountContext,
    @Body() input: CreateCompanyDto,
  ): Promise<CompanyResponse> {
    return this.companies.create(account, input);
  }

  @Put(':id')
  @ApiOkResponse({ type: CompanyResponse })
  update(
    @CurrentAccount() account: AccountContext,
    @Param('id', IdPipe) id: number,
    @Body() input: UpdateCompanyDto,
  ): Promise<CompanyResponse> {
    return this.companies.update(account, id, input);
  }

  @Put(':id/archive')
  @ApiOkResponse({ type: CompanyResponse, description: 'Archived: inactive, left out of lists' })
  archive(
    @CurrentAccount() account: AccountContext,
    @Param('id', IdPipe) id: number,
  ): Promise<CompanyResponse> {
    return this.companies.setArchived(account, id, true);
  }

  @Put(':id/unarchive')
  @ApiOkResponse({ type: CompanyResponse, description: 'Active again' })
  unarchive(
    @CurrentAccount() account: AccountContext,
    @Param('id', IdPipe) id: number,
  ): Promise<CompanyResponse> {
    return this.companies.setArchived(account, id, false);
  }

  @Delete(':id')
  @EmptyJsonResponse('Deleted')
  delete(
    @CurrentAccount() account: AccountContext,
    @Param('id', IdPipe) id: number,
  ): Promise<void> {
    return this.companies.delete(account, id);
  }
}
