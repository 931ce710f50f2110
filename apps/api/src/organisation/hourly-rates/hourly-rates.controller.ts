import { Get } from '@nestjs/common';
import { ApiOkResponse } from '@nestjs/swagger';
import { accountParam, DeclaredController, queryParam } from '../../platform/http';
import { ApiQueryParameters, queryParametersOf } from '../../platform/lists';
import { HourlyRatesQuery } from './dto/hourly-rates.query';
import { HourlyRatesResponse } from './dto/hourly-rates.response';
import { HourlyRatesService } from './hourly-rates.service';

/** `GET /account/hourly_rates`; the rates are set by the admin CLI (`set-hourly-rates`). */
export class HourlyRatesController extends DeclaredController({
  path: 'account/hourly_rates',
  tag: 'Hourly rates',
  inject: { rates: HourlyRatesService },
  routes: (route) => ({
    get: route.custom(
      {
        decorators: [
          Get(),
          ApiQueryParameters(queryParametersOf(HourlyRatesQuery)),
          ApiOkResponse({ type: HourlyRatesResponse }),
        ],
        params: [accountParam(), queryParam(HourlyRatesQuery)],
      },
      'rates.get',
    ),
  }),
}) {}
