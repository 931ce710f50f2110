import { Module } from '@nestjs/common';
import { DunningSettingsController } from './dunning-settings.controller';
import { DunningSettingsRepository } from './dunning-settings.repository';
import { DunningSettingsService } from './dunning-settings.service';
import { InvoiceDunningPausesController } from './invoice-dunning-pauses.controller';
import { InvoiceDunningPausesRepository } from './invoice-dunning-pauses.repository';
import { InvoiceDunningPausesService } from './invoice-dunning-pauses.service';

/** GET and PUT /account/dunning and the pause of an invoice's dunning (extensions). */
@Module({
  controllers: [DunningSettingsController, InvoiceDunningPausesController],
  providers: [
    DunningSettingsService,
    DunningSettingsRepository,
    InvoiceDunningPausesService,
    InvoiceDunningPausesRepository,
  ],
})
export class DunningModule {}
