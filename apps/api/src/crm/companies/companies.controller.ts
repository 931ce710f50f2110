import { Param, Put } from '@nestjs/common';
import { ApiOkResponse } from '@nestjs/swagger';
import { CurrentAccount } from '../../platform/auth';
import type { AccountContext } from '../../platform/auth';
import { ResourceController, serviceRoutes, PatchLikePut, IdPipe } from '../../platform/http';
import { CompaniesService } from './companies.service';
import { CompanyResponse } from './dto/company.response';
import { CreateCompanyDto } from './dto/create-company.dto';
import { ListCompaniesQuery } from './dto/list-companies.query';
import { UpdateCompanyDto } from './dto/update-company.dto';

@PatchLikePut()
export class CompaniesController extends ResourceController({
  path: 'companies',
  tag: 'Companies',
  service: CompaniesService,
  routes: serviceRoutes,
  types: {
    query: ListCompaniesQuery,
    create: CreateCompanyDto,
    update: UpdateCompanyDto,
    response: CompanyResponse,
  },
  delete: { method: 'delete', answer: 'empty-json', description: 'Deleted' },
}) {
  constructor(private readonly companies: CompaniesService) {
    super(companies);
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
}
