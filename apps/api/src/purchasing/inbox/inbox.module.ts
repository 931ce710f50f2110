import { Module } from '@nestjs/common';
import { PurchasesModule } from '../purchases';
import { InboxAttachmentImporter } from './importer/inbox-attachment.importer';
import { InboxImportRepository } from './importer/inbox-import.repository';
import { InboxImporter } from './importer/inbox.importer';
import { InboxSettingsController } from './settings/inbox-settings.controller';
import { InboxSettingsRepository } from './settings/inbox-settings.repository';
import { InboxSettingsService } from './settings/inbox-settings.service';

/**
 * The supplier inbox on the API's side: its settings (`/account/inbox`, Faktura only) and the
 * importer that turns the mail the worker stored into purchases (through the e-invoice import)
 * and drafts.
 */
@Module({
  imports: [PurchasesModule],
  controllers: [InboxSettingsController],
  providers: [
    InboxSettingsService,
    InboxSettingsRepository,
    InboxImportRepository,
    InboxAttachmentImporter,
    InboxImporter,
  ],
})
export class InboxModule {}
