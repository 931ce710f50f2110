import { ResourceController, serviceRoutes } from '../../../platform/http';
import { CreatePlannedPurchaseDto } from './dto/create-planned-purchase.dto';
import { ListPlannedPurchasesQuery } from './dto/list-planned-purchases.query';
import { PlannedPurchaseResponse } from './dto/planned-purchase.response';
import { UpdatePlannedPurchaseDto } from './dto/update-planned-purchase.dto';
import { PlannedPurchasesService } from './planned-purchases.service';

/** `/planned_purchases`: purchases planned once or on every date of a series. */
export class PlannedPurchasesController extends ResourceController({
  path: 'planned_purchases',
  tag: 'Planned purchases',
  service: PlannedPurchasesService,
  routes: serviceRoutes,
  types: {
    query: ListPlannedPurchasesQuery,
    create: CreatePlannedPurchaseDto,
    update: UpdatePlannedPurchaseDto,
    response: PlannedPurchaseResponse,
  },
  // The reference answers a deleted planned purchase with its record (200).
  delete: {
    method: 'delete',
    answer: 'record',
    description: 'The deleted planned purchase',
    operation: { description: '422 while purchases are assigned to it' },
  },
}) {}
