import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import { CompanyType } from '@faktura/db';
import { PatchLikePut } from '../common/http/patch-like-put.decorator';
import { EmptyJsonResponse } from '../common/http/empty-json-response.decorator';
import type { AccountContext } from '../common/auth/account-context';
import { CurrentAccount } from '../common/auth/current-account.decorator';
import { IdPipe } from '../common/id.pipe';
import type { Page } from '../common/lists/page';
import { ApiListQuery } from '../common/openapi/api-list-query.decorator';
import { COMPANY_SORT_FIELDS, CompaniesService } from './companies.service';
import { CompanyResponse } from './dto/company.response';
import { CreateCompanyDto } from './dto/create-company.dto';
import { UpdateCompanyDto } from './dto/update-company.dto';

@ApiTags('Companies')
@PatchLikePut()
@Controller('companies')
export class CompaniesController {
  constructor(private readonly companies: CompaniesService) {}

  @Get()
  @ApiListQuery(Object.keys(COMPANY_SORT_FIELDS))
  @ApiQuery({ name: 'type', required: false, enum: CompanyType })
  @ApiQuery({
    name: 'tags',
    required: false,
    description: 'Comma-separated; companies having all of them',
    schema: { type: 'string' },
  })
  @ApiQuery({
    name: 'term',
    required: false,
    description: 'Case-insensitive part of the name',
    schema: { type: 'string' },
  })
  @ApiQuery({
    name: 'identifier',
    required: false,
    description: 'Exact customer number',
    schema: { type: 'string' },
  })
  @ApiQuery({
    name: 'include_archived',
    required: false,
    description: 'Also list archived companies (default false)',
    schema: { type: 'boolean' },
  })
  @ApiQuery({ name: 'debit_number', required: false, schema: { type: 'integer' } })
  @ApiQuery({ name: 'credit_number', required: false, schema: { type: 'integer' } })
  @ApiQuery({
    name: 'vat_identifier',
    required: false,
    description: 'Exact, ignoring case',
    schema: { type: 'string' },
  })
  @ApiOkResponse({ type: CompanyResponse, isArray: true })
  list(
    @CurrentAccount() account: AccountContext,
    @Query() query: Record<string, unknown>,
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
