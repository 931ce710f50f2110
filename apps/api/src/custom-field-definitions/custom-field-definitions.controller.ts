import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { PatchLikePut } from '../common/http/patch-like-put.decorator';
import type { AccountContext } from '../common/auth/account-context';
import { CurrentAccount } from '../common/auth/current-account.decorator';
import { IdPipe } from '../common/id.pipe';
import type { Page } from '../common/lists/page';
import { CustomFieldDefinitionsService } from './custom-field-definitions.service';
import { CreateCustomFieldDefinitionDto } from './dto/create-custom-field-definition.dto';
import { CustomFieldDefinitionResponse } from './dto/custom-field-definition.response';
import { UpdateCustomFieldDefinitionDto } from './dto/update-custom-field-definition.dto';
import { ListQueryParam } from '../common/lists/list-query.decorator';
import { ListCustomFieldDefinitionsQuery } from './dto/list-custom-field-definitions.query';

@ApiTags('Custom properties')
@PatchLikePut()
@Controller('account/custom_properties')
export class CustomFieldDefinitionsController {
  constructor(private readonly definitions: CustomFieldDefinitionsService) {}

  @Get()
  @ApiOkResponse({ type: CustomFieldDefinitionResponse, isArray: true })
  list(
    @CurrentAccount() account: AccountContext,
    @ListQueryParam() query: ListCustomFieldDefinitionsQuery,
  ): Promise<Page<CustomFieldDefinitionResponse>> {
    return this.definitions.list(account, query);
  }

  @Get(':id')
  @ApiOkResponse({ type: CustomFieldDefinitionResponse })
  get(
    @CurrentAccount() account: AccountContext,
    @Param('id', IdPipe) id: number,
  ): Promise<CustomFieldDefinitionResponse> {
    return this.definitions.get(account, id);
  }

  @Post()
  @HttpCode(200)
  @ApiOkResponse({ type: CustomFieldDefinitionResponse })
  create(
    @CurrentAccount() account: AccountContext,
    @Body() input: CreateCustomFieldDefinitionDto,
  ): Promise<CustomFieldDefinitionResponse> {
    return this.definitions.create(account, input);
  }

  @Put(':id')
  @ApiOperation({
    summary: 'Rename a field or change its defaults and display settings',
    description:
      'entity and kind cannot change (422). Renaming moves the stored values to the new name and bumps the records’ updated_at.',
  })
  @ApiOkResponse({ type: CustomFieldDefinitionResponse })
  update(
    @CurrentAccount() account: AccountContext,
    @Param('id', IdPipe) id: number,
    @Body() input: UpdateCustomFieldDefinitionDto,
  ): Promise<CustomFieldDefinitionResponse> {
    return this.definitions.update(account, id, input);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete a field and the values stored under it' })
  @ApiNoContentResponse()
  remove(
    @CurrentAccount() account: AccountContext,
    @Param('id', IdPipe) id: number,
  ): Promise<void> {
    return this.definitions.remove(account, id);
  }
}
