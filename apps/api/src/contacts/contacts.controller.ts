import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { PatchLikePut } from '../common/http/patch-like-put.decorator';
import type { AccountContext } from '../common/auth/account-context';
import { CurrentAccount } from '../common/auth/current-account.decorator';
import { IdPipe } from '../common/id.pipe';
import type { Page } from '../common/lists/page';
import { ContactsService } from './contacts.service';
import { ContactResponse } from './dto/contact.response';
import { CreateContactDto } from './dto/create-contact.dto';
import { UpdateContactDto } from './dto/update-contact.dto';
import { ListContactsQuery } from './dto/list-contacts.query';
import { ListQueryParam } from '../common/lists/list-query.decorator';

@ApiTags('Contacts')
@PatchLikePut()
@Controller('contacts/people')
export class ContactsController {
  constructor(private readonly contacts: ContactsService) {}

  @Get()
  @ApiOkResponse({ type: ContactResponse, isArray: true })
  list(
    @CurrentAccount() account: AccountContext,
    @ListQueryParam() query: ListContactsQuery,
  ): Promise<Page<ContactResponse>> {
    return this.contacts.list(account, query);
  }

  @Get(':id')
  @ApiOkResponse({ type: ContactResponse })
  get(
    @CurrentAccount() account: AccountContext,
    @Param('id', IdPipe) id: number,
  ): Promise<ContactResponse> {
    return this.contacts.get(account, id);
  }

  @Post()
  @HttpCode(200)
  @ApiOkResponse({ type: ContactResponse })
  create(
    @CurrentAccount() account: AccountContext,
    @Body() input: CreateContactDto,
  ): Promise<ContactResponse> {
    return this.contacts.create(account, input);
  }

  @Put(':id')
  @ApiOkResponse({ type: ContactResponse })
  update(
    @CurrentAccount() account: AccountContext,
    @Param('id', IdPipe) id: number,
    @Body() input: UpdateContactDto,
  ): Promise<ContactResponse> {
    return this.contacts.update(account, id, input);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted' })
  delete(
    @CurrentAccount() account: AccountContext,
    @Param('id', IdPipe) id: number,
  ): Promise<void> {
    return this.contacts.delete(account, id);
  }
}
