import { DeclaredController } from '../../platform/http';
import { FixedCostResponse } from './dto/fixed-cost.response';
import { ListFixedCostsQuery } from './dto/list-fixed-costs.query';
import { FixedCostsService } from './fixed-costs.service';

/** `GET /account/fixed_costs`; the costs are set by the admin CLI (`set-fixed-costs`). */
export class FixedCostsController extends DeclaredController({
  path: 'account/fixed_costs',
  tag: 'Fixed costs',
  inject: { costs: FixedCostsService },
  routes: (route) => ({
    list: route.list({ query: ListFixedCostsQuery, response: FixedCostResponse }, 'costs.list'),
  }),
}) {}
