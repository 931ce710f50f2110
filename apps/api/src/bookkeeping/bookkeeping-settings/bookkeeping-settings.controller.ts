import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentAccount } from '../../platform/auth';
import type { AccountContext } from '../../platform/auth';
import { PatchLikePut } from '../../platform/http';
import { BookkeepingSettingsService } from './bookkeeping-settings.service';
import { BookkeepingSettingsResponse } from './dto/bookkeeping-settings.response';
import { UpdateBookkeepingSettingsDto } from './dto/update-bookkeeping-settings.dto';

@ApiTags('Account')
@PatchLikePut()
@Controller('account/bookkeeping')
export class BookkeepingSettingsController {
  constructor(private readonly settings: BookkeepingSettingsService) {}

  @Get()
  @ApiOperation({ summary: 'Bookkeeping settings for DATEV exports, with the effective accounts' })
  @ApiOkResponse({ type: BookkeepingSettingsResponse })
  get(@CurrentAccount() account: AccountContext): Promise<BookkeepingSettingsResponse> {
    return this.settings.get(account);
  }

  @Put()
  @ApiOperation({ summary: 'Changes the bookkeeping settings sent (read-write key)' })
  @ApiOkResponse({ type: BookkeepingSettingsResponse })
  update(
    @CurrentAccount() account: AccountContext,
    @Body() input: UpdateBookkeepingSettingsDto,
  ): Promise<BookkeepingSettingsResponse> {
    return this.settings.update(account, input);
  }
}
