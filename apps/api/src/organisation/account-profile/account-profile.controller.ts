import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentAccount } from '../../platform/auth';
import type { AccountContext } from '../../platform/auth';
import { PatchLikePut } from '../../platform/http';
import { AccountProfileService } from './account-profile.service';
import { AccountProfileResponse } from './dto/account-profile.response';
import { UpdateAccountProfileDto } from './dto/update-account-profile.dto';

@ApiTags('Account')
@PatchLikePut()
@Controller('account')
export class AccountProfileController {
  constructor(private readonly profiles: AccountProfileService) {}

  @Get()
  @ApiOperation({
    summary: "The account's own data: address, register, bank, sender, locale, logo",
  })
  @ApiOkResponse({ type: AccountProfileResponse })
  get(@CurrentAccount() account: AccountContext): Promise<AccountProfileResponse> {
    return this.profiles.get(account.accountId);
  }

  @Put()
  @ApiOperation({ summary: "Changes the fields sent of the account's own data (read-write key)" })
  @ApiOkResponse({ type: AccountProfileResponse })
  update(
    @CurrentAccount() account: AccountContext,
    @Body() input: UpdateAccountProfileDto,
  ): Promise<AccountProfileResponse> {
    return this.profiles.update(account, input);
  }
}
