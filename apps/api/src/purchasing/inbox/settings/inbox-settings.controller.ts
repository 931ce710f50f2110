import { Body, Controller, Delete, Get, HttpCode, Put } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentAccount } from '../../../platform/auth';
import type { AccountContext } from '../../../platform/auth';
import { PatchLikePut } from '../../../platform/http';
import { InboxSettingsResponse } from './dto/inbox-settings.response';
import { UpdateInboxSettingsDto } from './dto/update-inbox-settings.dto';
import { InboxSettingsService } from './inbox-settings.service';

@ApiTags('Account')
@PatchLikePut()
@Controller('account/inbox')
export class InboxSettingsController {
  constructor(private readonly settings: InboxSettingsService) {}

  @Get()
  @ApiOperation({
    summary: 'The IMAP mailbox supplier mail is read from, and how reading goes (404: none set up)',
  })
  @ApiOkResponse({ type: InboxSettingsResponse })
  get(@CurrentAccount() account: AccountContext): Promise<InboxSettingsResponse> {
    return this.settings.get(account.accountId);
  }

  @Put()
  @ApiOperation({
    summary: 'Sets up or changes the inbox (read-write key); the password is stored encrypted',
  })
  @ApiOkResponse({ type: InboxSettingsResponse })
  update(
    @CurrentAccount() account: AccountContext,
    @Body() input: UpdateInboxSettingsDto,
  ): Promise<InboxSettingsResponse> {
    return this.settings.update(account, input);
  }

  @Delete()
  @HttpCode(204)
  @ApiOperation({ summary: 'Removes the inbox settings; mail already read stays' })
  @ApiNoContentResponse({ description: 'Removed' })
  remove(@CurrentAccount() account: AccountContext): Promise<void> {
    return this.settings.remove(account);
  }
}
