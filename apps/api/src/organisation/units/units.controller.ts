import { recordAnsweringRoutes, ResourceController } from '../../platform/http';
import { CreateUnitDto } from './dto/create-unit.dto';
import { ListUnitsQuery } from './dto/list-units.query';
import { UnitResponse } from './dto/unit.response';
import { UpdateUnitDto } from './dto/update-unit.dto';
import { UnitsService } from './units.service';

export class UnitsController extends ResourceController({
  path: 'units',
  tag: 'Units',
  service: UnitsService,
  routes: recordAnsweringRoutes,
  types: {
    query: ListUnitsQuery,
    create: CreateUnitDto,
    update: UpdateUnitDto,
    response: UnitResponse,
  },
  answers: { create: 'The full record', update: 'The full record' },
  // The reference answers a deleted unit with its record (200), unlike most deletes.
  delete: {
    method: 'remove',
    answer: 'record',
    description: 'The deleted unit',
    operation: { description: 'Only a unit without users, and not the last one, can go' },
  },
}) {}
