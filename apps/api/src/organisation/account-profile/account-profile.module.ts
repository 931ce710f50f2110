import { Module } from '@nestjs/common';
import { AccountProfileController } from './account-profile.controller';
import { AccountProfileRepository } from './account-profile.repository';
import { AccountProfileService } from './account-profile.service';

/** GET, PUT and PATCH /account: the account's own data (an extension of the reference). */
@Module({
  controllers: [AccountProfileController],
  providers: [AccountProfileService, AccountProfileRepository],
})
export class AccountProfileModule {}
