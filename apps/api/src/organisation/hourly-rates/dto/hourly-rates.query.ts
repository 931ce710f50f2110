import { QueryBoolean, QueryInteger } from '../../../platform/lists';

/** GET /account/hourly_rates. */
export class HourlyRatesQuery {
  @QueryInteger(
    {
      description:
        "A company of the account: its own rates where it has them, else the account's (404 for an unknown company)",
    },
    { min: 1 },
  )
  company_id?: number;

  @QueryBoolean({ description: 'Also list deactivated (archived) users; default false' })
  include_archived_users?: boolean;
}
