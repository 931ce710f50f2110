import { Delete, HttpCode, Param } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { CurrentAccount, type AccountContext } from '../../platform/auth';
import { IdPipe, ResourceController, serviceRoutes } from '../../platform/http';
import { CreateUnitDto } from './dto/create-unit.dto';
import { ListUnitsQuery } from './dto/list-units.query';
import { UnitResponse } from './dto/unit.response';
import { UpdateUnitDto } from './dto/update-unit.dto';
import { UnitsService } from './units.service';

export class UnitsController extends ResourceController({
  path: 'units',
  tag: 'Units',
  service: UnitsService,
  routes: serviceRoutes,
  types: {
    query: ListUnitsQuery,
    create: CreateUnitDto,
    update: UpdateUnitDto,
    response: UnitResponse,
  },
  answers: { create: 'The full record', update: 'The full record' },
}) {
  constructor(private readonly units: UnitsService) {
    super(units);
  }

  // The reference answers a deleted unit with its record (200), unlike most deletes.
  @Delete(':id')
  @HttpCode(200)
  @ApiOperation({ description: 'Only a unit without users, and not the last one, can go' })
  @ApiOkResponse({ type: UnitResponse, description: 'The deleted unit' })
  remove(
    @CurrentAccount() account: AccountContext,
    @Param('id', IdPipe) id: number,
  ): Promise<UnitResponse> {
    return this.units.deleteAnswering(account, id);
  }
}
