import { Module } from '@nestjs/common';
import { HourlyRatesController } from './hourly-rates.controller';
import { HourlyRatesRepository } from './hourly-rates.repository';
import { HourlyRatesService } from './hourly-rates.service';

@Module({
  controllers: [HourlyRatesController],
  providers: [HourlyRatesService, HourlyRatesRepository],
})
export class HourlyRatesModule {}
