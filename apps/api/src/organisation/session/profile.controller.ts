import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { type AccountContext, CurrentAccount } from '../../platform/auth';
import { ProfileResponse } from './dto/profile.response';
import { SessionService } from './session.service';

/** GET /profile: the user of the API key. */
@ApiTags('Profile')
@Controller('profile')
export class ProfileController {
  constructor(private readonly sessions: SessionService) {}

  @Get()
  @ApiOkResponse({ type: ProfileResponse })
  get(@CurrentAccount() account: AccountContext): Promise<ProfileResponse> {
    return this.sessions.profile(account);
  }
}
