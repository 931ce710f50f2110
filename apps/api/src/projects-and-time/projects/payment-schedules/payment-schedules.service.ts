import { Injectable } from '@nestjs/common';
import {
  checkPaymentScheduleChange,
  checkPaymentScheduleDeletion,
  DomainError,
  paymentScheduleNetTotal,
} from '@faktura/domain';
import type { AccountContext } from '../../../platform/auth';
import { found } from '../../../platform/errors';
import { toDateColumn } from '../../../platform/input';
import { Page } from '../../../platform/lists';
import { apiDate } from '../../../platform/serialization';
import { DomainEvents, RecordReaders, RecordWritesService } from '../../../platform/events';
import type { CreatePaymentScheduleDto } from './dto/create-payment-schedule.dto';
import type {
  ListAllPaymentSchedulesQuery,
  ListPaymentSchedulesQuery,
} from './dto/list-payment-schedules.query';
import type { PaymentScheduleResponse } from './dto/payment-schedule.response';
import type { UpdatePaymentScheduleDto } from './dto/update-payment-schedule.dto';
import { toPaymentScheduleResponse } from './payment-schedules.mapper';
import {
  type PaymentScheduleRow,
  PaymentSchedulesRepository,
} from './payment-schedules.repository';

/**
 * The planned billings of projects: a date and a net amount in the project's currency. An
 * invoice position bills a schedule once; a billed one keeps its date and amount.
 */
@Injectable()
export class PaymentSchedulesService extends RecordWritesService<
  PaymentScheduleRow,
  PaymentScheduleResponse
> {
  constructor(
    private readonly schedules: PaymentSchedulesRepository,
    events: DomainEvents,
    readers: RecordReaders,
  ) {
    super('payment_schedule', schedules, toPaymentScheduleResponse, events, readers);
  }

  /** GET /projects/payment_schedules: the schedules of every project. */
  async listAll(
    account: AccountContext,
    query: ListAllPaymentSchedulesQuery,
  ): Promise<Page<PaymentScheduleResponse>> {
    return Page.of(await this.schedules.list(account.accountId, query), this.toResponse, query);
  }

  async list(
    account: AccountContext,
    projectId: number,
    query: ListPaymentSchedulesQuery,
  ): Promise<Page<PaymentScheduleResponse>> {
    const { accountId } = account;
    if (!(await this.schedules.refersTo(accountId, 'project', projectId)))
      throw DomainError.notFound();
    const page = await this.schedules.list(accountId, { ...query, project_id: [projectId] });
    return Page.of(page, this.toResponse, query);
  }

  async get(
    account: AccountContext,
    projectId: number,
    id: number,
  ): Promise<PaymentScheduleResponse> {
    const schedule = await this.schedules.find(account.accountId, id);
    if (schedule?.projectId !== projectId) throw DomainError.notFound();
    return this.toResponse(schedule);
  }

  async create(
    account: AccountContext,
    projectId: number,
    input: CreatePaymentScheduleDto,
  ): Promise<PaymentScheduleResponse> {
    const { accountId } = account;
    return this.createRecord(account, async (tx) => {
      const project = found(await this.schedules.shareProject(accountId, projectId, tx));
      checkProjectId(input.project_id, projectId);
      const netTotal = paymentScheduleNetTotal(
        { netTotal: input.net_total, currency: input.currency },
        project.currency,
      )!;
      return this.schedules.create(
        accountId,
        {
          projectId,
          date: toDateColumn(input.date),
          title: input.title ?? null,
          netTotal: netTotal.toString(),
          checked: input.checked ?? false,
          description: input.description ?? null,
        },
        tx,
      );
    });
  }

  async update(
    account: AccountContext,
    projectId: number,
    id: number,
    input: UpdatePaymentScheduleDto,
  ): Promise<PaymentScheduleResponse> {
    const { accountId } = account;
    return this.changeRecord(account, async (tx) => {
      const project = found(await this.schedules.shareProject(accountId, projectId, tx));
      const current = found(await this.schedules.lock(accountId, projectId, id, tx));
      checkProjectId(input.project_id, projectId);
      const netTotal = paymentScheduleNetTotal(
        { netTotal: input.net_total, currency: input.currency },
        project.currency,
      );
      checkPaymentScheduleChange(
        { billed: current.billed, date: apiDate(current.date), netTotal: current.netTotal },
        { date: input.date, netTotal },
      );
      return this.schedules.update(
        accountId,
        id,
        {
          date: input.date == null ? undefined : toDateColumn(input.date),
          netTotal: netTotal?.toString(),
          title: input.title,
          checked: input.checked ?? undefined,
          description: input.description,
        },
        tx,
      );
    });
  }

  /** Deletes an unbilled schedule and answers it as it was (the reference's 200). */
  delete(account: AccountContext, projectId: number, id: number): Promise<PaymentScheduleResponse> {
    const { accountId } = account;
    return this.deleteAnsweringRecord(account, id, async (tx) => {
      checkPaymentScheduleDeletion(found(await this.schedules.lock(accountId, projectId, id, tx)));
      return { remove: () => this.schedules.delete(accountId, id, tx) };
    });
  }
}

/** A schedule stays in the project of its path: a body naming another one is refused. */
function checkProjectId(sent: number | undefined, projectId: number): void {
  if (sent !== undefined && sent !== projectId)
    throw DomainError.validation({ project_id: ['must be the project of the path'] });
}
