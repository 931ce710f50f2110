import { Module } from '@nestjs/common';
import { BookkeepingSettingsController } from './bookkeeping-settings.controller';
import { BookkeepingSettingsRepository } from './bookkeeping-settings.repository';
import { BookkeepingSettingsService } from './bookkeeping-settings.service';

/** GET and PUT /account/bookkeeping (Faktura only); exports lock and read the settings. */
@Module({
  controllers: [BookkeepingSettingsController],
  providers: [BookkeepingSettingsService, BookkeepingSettingsRepository],
  exports: [BookkeepingSettingsService],
})
export class BookkeepingSettingsModule {}
