import { ResourceController, serviceRoutes } from '../../platform/http';
import { DealsService } from './deals.service';
import { CreateDealDto } from './dto/create-deal.dto';
import { DealResponse } from './dto/deal.response';
import { UpdateDealDto } from './dto/update-deal.dto';
import { ListDealsQuery } from './dto/list-deals.query';
export class DealsController extends ResourceController({
  path: 'deals',
  tag: 'Deals',
  service: DealsService,
  routes: serviceRoutes,
  types: {
    query: ListDealsQuery,
    create: CreateDealDto,
    update: UpdateDealDto,
    response: DealResponse,
  },
  delete: { method: 'delete', answer: 'no-content', description: 'Deleted' },
}) {}
