import { QueryBoolean, QueryInteger, QueryIntegerList } from '../../../platform/lists';

/** The years a rate may be set for (the table's CHECK). */
export const RATE_YEARS = { min: 1900, max: 9999 } as const;

/** GET /account/internal_hourly_rates. */
export class InternalHourlyRatesQuery {
  @QueryIntegerList(
    { description: 'Comma-separated years, e.g. `2025,2026`; default the current year (UTC)' },
    RATE_YEARS,
  )
  years?: number[];

  @QueryInteger({
    description: "Only the users of this unit (another account's unit: an empty list)",
  })
  unit_id?: number;

  @QueryBoolean({ description: 'Also list deactivated (archived) users; default false' })
  include_archived?: boolean;
}
