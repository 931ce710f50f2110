import { Injectable } from '@nestjs/common';
import {
  disregardRefusal,
  DomainError,
  FieldErrorCollector,
  mayChangeBillableSeconds,
} from '@faktura/domain';
import { type AccountContext, roleById } from '../../platform/auth';
import { found } from '../../platform/errors';
import { DomainEvents } from '../../platform/events';
import { ActivitiesRepository } from './activities.repository';
import { ActivityLocksRepository } from './activity-locks.repository';
import { secondsToHours, toActivityResponse } from './activity-response.mapper';
import type { ActivityResponse } from './dto/activity.response';
import type { BillableSecondsDto } from './dto/billable-seconds.dto';
import type { DisregardActivitiesDto } from './dto/disregard-activities.dto';

/** What is billed of activities: their billable seconds, and disregarding them for billing. */
@Injectable()
export class ActivityBillingService {
  constructor(
    private readonly activities: ActivitiesRepository,
    private readonly locks: ActivityLocksRepository,
    private readonly events: DomainEvents,
  ) {}

  /**
   * Marks unbilled activities of the company (and project, when given) not billable, keeping
   * the reason (activities.disregard_reason); all or none. Answers their IDs.
   */
  async disregard(account: AccountContext, input: DisregardActivitiesDto): Promise<number[]> {
    const { accountId } = account;
    const companyField = input.company_id !== undefined ? 'company_id' : 'customer_id';
    const companyId = (input.company_id ?? input.customer_id)!;
    const scope = { companyId, projectId: input.project_id ?? null };
    const ids = [...new Set(input.activity_ids)];
    return this.activities.transaction(accountId, async (tx) => {
      const errors = new FieldErrorCollector();
      if (!(await this.activities.refersTo(accountId, 'company', companyId, tx)))
        errors.add(companyField, 'does not exist');
      if (scope.projectId !== null) {
        const customer = await this.activities.projectCompany(accountId, scope.projectId, tx);
        if (customer === null) errors.add('project_id', 'does not exist');
        else if (customer !== companyId)
          errors.add('project_id', 'is not a project of the company');
      }
      const rows = await this.locks.lockForDisregard(accountId, ids, tx);
      const byId = new Map(rows.map((row) => [row.id, row]));
      for (const id of ids) {
        const row = byId.get(id);
        const refusal = row ? disregardRefusal(row, scope) : 'does not exist';
        if (refusal) errors.add('activity_ids', `${id} ${refusal}`);
      }
      errors.throwIfAny();
      await this.activities.disregard(accountId, ids, input.reason, tx);
      await this.events.record(tx, account, { type: 'activities.disregarded', ids });
      return ids;
    });
  }

  /**
   * Sets the billable time (`seconds`, `hours`) apart from the worked time. Only the project's
   * leader or co-leader or an administrator may (else 403); a billed activity stays (422).
   */
  async setBillableSeconds(
    account: AccountContext,
    id: number,
    input: BillableSecondsDto,
  ): Promise<ActivityResponse> {
    const { accountId, userId } = account;
    return this.activities.transaction(accountId, async (tx) => {
      const activity = found(await this.locks.lock(accountId, id, tx));
      const rights = await this.activities.leadersAndRole(
        accountId,
        activity.projectId,
        userId,
        tx,
      );
      const isAdmin = roleById(rights.roleId)?.isAdmin ?? false;
      if (!mayChangeBillableSeconds({ userId, isAdmin }, rights)) throw DomainError.forbidden();
      if (activity.billed) throw DomainError.rule('A billed activity cannot be changed');
      // The worked time stays what it was: what was billable until now, unless set apart before.
      const data = {
        hours: secondsToHours(input.seconds),
        workedHours: activity.workedHours ?? activity.hours,
      };
      const record = toActivityResponse(await this.activities.update(accountId, id, data, tx));
      await this.events.record(tx, account, { type: 'activity.changed', id, record });
      return record;
    });
  }
}
