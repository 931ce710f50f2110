import { Injectable } from '@nestjs/common';
import { DomainError } from '@faktura/domain';
import type { AccountContext } from '../../platform/auth';
import { CustomPropertiesService } from '../../platform/custom-properties';
import type { AccountTx } from '../../platform/database';
import { DomainEvents, RecordReaders, RecordedResourceService } from '../../platform/events';
import type { CreateUnitDto } from './dto/create-unit.dto';
import type { ListUnitsQuery } from './dto/list-units.query';
import type { UnitResponse } from './dto/unit.response';
import type { UpdateUnitDto } from './dto/update-unit.dto';
import { toUnitResponse } from './unit-response.mapper';
import { type UnitRow, UnitsRepository } from './units.repository';

/** Units (teams): every user is in exactly one, so an account with users always keeps one. */
@Injectable()
export class UnitsService extends RecordedResourceService<
  UnitRow,
  UnitResponse,
  ListUnitsQuery,
  UpdateUnitDto
> {
  constructor(
    private readonly units: UnitsRepository,
    private readonly customProperties: CustomPropertiesService,
    events: DomainEvents,
    readers: RecordReaders,
  ) {
    super('unit', units, toUnitResponse, events, readers);
  }

  async create(account: AccountContext, input: CreateUnitDto): Promise<UnitResponse> {
    const { accountId } = account;
    const customProperties = await this.customProperties.column(
      accountId,
      'Unit',
      input.custom_properties ?? {},
    );
    return this.createRecord(account, (tx) =>
      this.units.create(accountId, { name: input.name, customProperties }, tx),
    );
  }

  protected async change(current: UnitRow, input: UpdateUnitDto, tx: AccountTx) {
    const { accountId, id } = current;
    const customProperties = await this.customProperties.column(
      accountId,
      'Unit',
      input.custom_properties,
      current,
    );
    return this.units.update(accountId, id, { name: input.name, customProperties }, tx);
  }

  /**
   * Refuses while users are in the unit, naming them. An account's last unit always holds the
   * caller's own user, so it always stays.
   */
  protected async deletion(account: AccountContext, id: number, tx: AccountTx) {
    const { accountId } = account;
    const locked = await this.units.lock(accountId, id, tx);
    const unit = await this.lockedRecord(locked, accountId, id, tx);
    if (unit.users.length > 0) {
      const names = unit.users.map((user) => `${user.firstname} ${user.lastname}`.trim());
      throw DomainError.rule(
        `Unit cannot be deleted while it has users: ${names.join(', ')}; move them to another unit first`,
      );
    }
    const remove = () => this.units.delete(accountId, id, tx);
    return { unit, customProperties: unit.customProperties, remove };
  }
}
