import { Module } from '@nestjs/common';
import { InternalHourlyRatesController } from './internal-hourly-rates.controller';
import { InternalHourlyRatesRepository } from './internal-hourly-rates.repository';
import { InternalHourlyRatesService } from './internal-hourly-rates.service';

@Module({
  controllers: [InternalHourlyRatesController],
  providers: [InternalHourlyRatesService, InternalHourlyRatesRepository],
})
export class InternalHourlyRatesModule {}
