// The unit's public entry: other units import only what is exported here (lint rule
// faktura/unit-boundaries), so the unit's other files can change without touching them.
export { SetHourlyRatesDto } from './dto/set-hourly-rates.dto';
export { HourlyRatesModule } from './hourly-rates.module';
export { createHourlyRatesService } from './hourly-rates.service';
