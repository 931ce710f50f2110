import { Module } from '@nestjs/common';
import { SepaMandatesController } from './sepa-mandates.controller';
import { SepaMandatesRepository } from './sepa-mandates.repository';
import { SepaMandatesService } from './sepa-mandates.service';

@Module({
  controllers: [SepaMandatesController],
  providers: [SepaMandatesService, SepaMandatesRepository],
  exports: [SepaMandatesService],
})
export class SepaMandatesModule {}
