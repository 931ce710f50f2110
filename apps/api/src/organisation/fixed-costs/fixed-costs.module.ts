import { Module } from '@nestjs/common';
import { FixedCostsController } from './fixed-costs.controller';
import { FixedCostsRepository } from './fixed-costs.repository';
import { FixedCostsService } from './fixed-costs.service';

@Module({
  controllers: [FixedCostsController],
  providers: [FixedCostsService, FixedCostsRepository],
})
export class FixedCostsModule {}
