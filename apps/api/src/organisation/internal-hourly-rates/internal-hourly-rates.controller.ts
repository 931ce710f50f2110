import { Get } from '@nestjs/common';
import { ApiOkResponse } from '@nestjs/swagger';
import { accountParam, DeclaredController, queryParam } from '../../platform/http';
import { ApiQueryParameters, queryParametersOf } from '../../platform/lists';
import { InternalHourlyRatesQuery } from './dto/internal-hourly-rates.query';
import {
  InternalHourlyRatesWritten,
  UserInternalHourlyRates,
} from './dto/internal-hourly-rates.response';
import { SetInternalHourlyRatesDto } from './dto/set-internal-hourly-rates.dto';
import { InternalHourlyRatesService } from './internal-hourly-rates.service';

/** `/account/internal_hourly_rates`: read per year, set per year (PUT and PATCH alike). */
export class InternalHourlyRatesController extends DeclaredController({
  path: 'account/internal_hourly_rates',
  tag: 'Internal hourly rates',
  inject: { rates: InternalHourlyRatesService },
  routes: (route) => ({
    list: route.custom(
      {
        decorators: [
          Get(),
          ApiQueryParameters(queryParametersOf(InternalHourlyRatesQuery)),
          ApiOkResponse({
            type: UserInternalHourlyRates,
            isArray: true,
            description: 'Every user (active ones unless include_archived), not paged',
          }),
        ],
        params: [accountParam(), queryParam(InternalHourlyRatesQuery)],
      },
      'rates.list',
    ),
    update: route.action(
      {
        method: 'put',
        path: '',
        ids: [],
        body: SetInternalHourlyRatesDto,
        response: InternalHourlyRatesWritten,
        description: "Upserts the year's rates of the users named; 422 naming a foreign user",
      },
      'rates.set',
    ),
  }),
}) {}
