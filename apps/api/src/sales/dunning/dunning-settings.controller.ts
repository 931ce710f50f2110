import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentAccount } from '../../platform/auth';
import type { AccountContext } from '../../platform/auth';
import { PatchLikePut } from '../../platform/http';
import { DunningSettingsService } from './dunning-settings.service';
import { DunningSettingsResponse } from './dto/dunning-settings.response';
import { UpdateDunningSettingsDto } from './dto/update-dunning-settings.dto';

@ApiTags('Account')
@PatchLikePut()
@Controller('account/dunning')
export class DunningSettingsController {
  constructor(private readonly settings: DunningSettingsService) {}

  @Get()
  @ApiOperation({ summary: 'Dunning settings: on or off, e-mail, levels (extension)' })
  @ApiOkResponse({ type: DunningSettingsResponse })
  get(@CurrentAccount() account: AccountContext): Promise<DunningSettingsResponse> {
    return this.settings.get(account);
  }

  @Put()
  @ApiOperation({ summary: 'Changes the dunning settings sent (extension, read-write key)' })
  @ApiOkResponse({ type: DunningSettingsResponse })
  update(
    @CurrentAccount() account: AccountContext,
    @Body() input: UpdateDunningSettingsDto,
  ): Promise<DunningSettingsResponse> {
    return this.settings.update(account, input);
  }
}
