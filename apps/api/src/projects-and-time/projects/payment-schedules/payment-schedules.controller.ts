import { DeclaredController, deletedRecordShape } from '../../../platform/http';
import { CreatePaymentScheduleDto } from './dto/create-payment-schedule.dto';
import {
  ListAllPaymentSchedulesQuery,
  ListPaymentSchedulesQuery,
} from './dto/list-payment-schedules.query';
import { PaymentScheduleResponse } from './dto/payment-schedule.response';
import { UpdatePaymentScheduleDto } from './dto/update-payment-schedule.dto';
import { PaymentSchedulesService } from './payment-schedules.service';

/**
 * GET /projects/payment_schedules; its module is registered before ProjectsModule, so
 * `/projects/:id` does not take the path.
 */
export class AllPaymentSchedulesController extends DeclaredController({
  path: 'projects/payment_schedules',
  tag: 'Project payment schedules',
  inject: { schedules: PaymentSchedulesService },
  routes: (route) => ({
    listAll: route.list(
      { query: ListAllPaymentSchedulesQuery, response: PaymentScheduleResponse },
      'schedules.listAll',
    ),
  }),
}) {}

/** The payment schedules of a project; a billed one keeps its date and net_total. */
export class PaymentSchedulesController extends DeclaredController({
  path: 'projects/:project_id/payment_schedules',
  tag: 'Project payment schedules',
  parent: 'project_id',
  inject: { schedules: PaymentSchedulesService },
  routes: (route) => ({
    list: route.list(
      { query: ListPaymentSchedulesQuery, response: PaymentScheduleResponse },
      'schedules.list',
    ),
    get: route.get({ response: PaymentScheduleResponse }, 'schedules.get'),
    create: route.create(
      { body: CreatePaymentScheduleDto, response: PaymentScheduleResponse },
      'schedules.create',
    ),
    update: route.update(
      {
        body: UpdatePaymentScheduleDto,
        response: PaymentScheduleResponse,
        description: '422 when the date or net_total of a billed schedule would change',
      },
      'schedules.update',
    ),
    delete: route.custom(
      deletedRecordShape(PaymentScheduleResponse, 'Deleted; 422 when the schedule is billed'),
      'schedules.delete',
    ),
  }),
}) {}
