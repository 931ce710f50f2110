import { Module } from '@nestjs/common';
import { CatalogServiceItemsController } from './catalog-service-items.controller';
import { CatalogServiceItemsService } from './catalog-service-items.service';
import { CatalogServicesController } from './catalog-services.controller';
import { CatalogServicesRepository } from './catalog-services.repository';
import { CatalogServicesService } from './catalog-services.service';

@Module({
  controllers: [CatalogServicesController, CatalogServiceItemsController],
  providers: [CatalogServicesService, CatalogServiceItemsService, CatalogServicesRepository],
})
export class CatalogServicesModule {}
