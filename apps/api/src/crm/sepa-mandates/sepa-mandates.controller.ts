import { Body, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { CurrentAccount } from '../../platform/auth';
import type { AccountContext } from '../../platform/auth';
import { IdPipe, ResourceController, serviceRoutes } from '../../platform/http';
import { CreateSepaMandateDto } from './dto/create-sepa-mandate.dto';
import { ListSepaMandatesQuery } from './dto/list-sepa-mandates.query';
import { RevokeSepaMandateDto } from './dto/revoke-sepa-mandate.dto';
import { SepaMandateResponse } from './dto/sepa-mandate.response';
import { UpdateSepaMandateDto } from './dto/update-sepa-mandate.dto';
import { SepaMandatesService } from './sepa-mandates.service';

/**
 * `/sepa_mandates` (extension): one flat resource filtered by `company_id` rather than a route
 * under each company, because runs and bank statements name mandates account-wide.
 */
export class SepaMandatesController extends ResourceController({
  path: 'sepa_mandates',
  tag: 'SEPA mandates',
  service: SepaMandatesService,
  routes: serviceRoutes,
  types: {
    query: ListSepaMandatesQuery,
    create: CreateSepaMandateDto,
    update: UpdateSepaMandateDto,
    response: SepaMandateResponse,
  },
  answers: { create: 'The mandate', update: 'The mandate' },
  delete: {
    method: 'delete',
    answer: 'no-content',
    description: 'Deleted',
    operation: { description: 'Only a mandate nothing was collected under; revoke the others' },
  },
}) {
  constructor(private readonly mandates: SepaMandatesService) {
    super(mandates);
  }

  @Post(':id/revoke')
  @HttpCode(200)
  @ApiOperation({ summary: 'Revokes the mandate (extension); no collection follows' })
  @ApiOkResponse({ type: SepaMandateResponse, description: 'The revoked mandate' })
  revoke(
    @CurrentAccount() account: AccountContext,
    @Param('id', IdPipe) id: number,
    @Body() input: RevokeSepaMandateDto,
  ): Promise<SepaMandateResponse> {
    return this.mandates.revoke(account, id, input);
  }
}
