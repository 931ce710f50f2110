import { Module } from '@nestjs/common';
import { DealsController } from './deals.controller';
import { DealsRepository } from './deals.repository';
import { DealsService } from './deals.service';

@Module({
  controllers: [DealsController],
  providers: [DealsService, DealsRepository],
  exports: [DealsRepository],
})
export class DealsModule {}
