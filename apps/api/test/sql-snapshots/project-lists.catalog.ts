import { Prisma } from '@faktura/db';
import { activityConditions } from '../../src/projects-and-time/activities/activities.filters';
import { ActivitiesRepository } from '../../src/projects-and-time/activities/activities.repository';
import { ListActivitiesQuery } from '../../src/projects-and-time/activities/dto/list-activities.query';
import { ListProjectsQuery } from '../../src/projects-and-time/projects/dto/list-projects.query';
import {
  ListExpensesQuery,
  ListProjectExpensesQuery,
} from '../../src/projects-and-time/projects/project-expenses/dto/list-project-expenses.query';
import { ProjectExpensesRepository } from '../../src/projects-and-time/projects/project-expenses/project-expenses.repository';
import {
  ListAllPaymentSchedulesQuery,
  ListPaymentSchedulesQuery,
} from '../../src/projects-and-time/projects/payment-schedules/dto/list-payment-schedules.query';
import { PaymentSchedulesRepository } from '../../src/projects-and-time/projects/payment-schedules/payment-schedules.repository';
import { ListProjectTasksQuery } from '../../src/projects-and-time/projects/project-tasks/dto/list-project-tasks.query';
import { ProjectTasksRepository } from '../../src/projects-and-time/projects/project-tasks/project-tasks.repository';
import { ProjectsRepository } from '../../src/projects-and-time/projects/projects.repository';
import { AssignedProjectsQuery } from '../../src/projects-and-time/projects/project-contracts/dto/assigned-projects.query';
import { ListProjectContractsQuery } from '../../src/projects-and-time/projects/project-contracts/dto/list-project-contracts.query';
import { AssignedProjectsRepository } from '../../src/projects-and-time/projects/project-contracts/assigned-projects.repository';
import { ProjectContractsRepository } from '../../src/projects-and-time/projects/project-contracts/project-contracts.repository';
import { ListProjectGroupsQuery } from '../../src/projects-and-time/projects/project-groups/dto/list-project-groups.query';
import { ProjectGroupsRepository } from '../../src/projects-and-time/projects/project-groups/project-groups.repository';
import { example, type ListFile, NO_DATABASE, paged, unpaged } from './list-statement.capture';
import {
  ListProjectRecurringExpensesQuery,
  ListRecurringExpensesQuery,
} from '../../src/projects-and-time/projects/recurring-expenses/dto/list-recurring-expenses.query';
import { RecurringExpensesRepository } from '../../src/projects-and-time/projects/recurring-expenses/recurring-expenses.repository';

/**
 * The list routes of projects and time: projects, their tasks, expenses and recurring expenses,
 * activities.
 */
export const PROJECT_LISTS: ListFile[] = [
  {
    file: 'projects-and-time/projects/projects.list.sql',
    examples: [
      example({
        route: 'GET /projects',
        query: ListProjectsQuery,
        every: {
          ...paged('name'),
          customer_id: '3001',
          company_id: '3002',
          leader_id: '7001',
          deal_id: '5001',
          project_group_id: '6001,6002',
          retainer: 'false',
          active: 'true',
          include_archived: 'true',
          // The service's: it reads the customers' records after the list (no change here).
          include_company: 'true',
          identifier: 'P-1,P-2',
          tags: 'a,b',
          term: 'web',
          created_from: '2026-01-01',
          created_to: '2026-01-31',
          updated_from: '2026-02-01',
          updated_to: '2026-02-28',
        },
        list: (lists, accountId, query) =>
          new ProjectsRepository(NO_DATABASE, lists).list(accountId, query),
      }),
    ],
  },
  {
    file: 'projects-and-time/projects/project-tasks/project-tasks.list.sql',
    examples: [
      example({
        route: 'GET /projects/4001/tasks',
        query: ListProjectTasksQuery,
        every: paged('name'),
        list: (lists, accountId, query) =>
          new ProjectTasksRepository(NO_DATABASE, lists).list(accountId, 4001, query),
      }),
    ],
  },
  {
    file: 'projects-and-time/projects/project-expenses/project-expenses.list.sql',
    examples: [
      example({
        route: 'GET /projects/4001/expenses',
        query: ListProjectExpensesQuery,
        every: {
          ...paged('date'),
          from: '2024-01-01',
          to: '2024-12-31',
          billable: 'true',
          billed: 'false',
          budget_relevant: 'true',
          user_id: '7001',
          tags: 'a,b',
        },
        list: (lists, accountId, query) =>
          new ProjectExpensesRepository(NO_DATABASE, lists).list(accountId, 4001, query),
      }),
      example({
        route: 'GET /projects/expenses',
        query: ListExpensesQuery,
        every: {
          ...paged('date'),
          from: '2024-01-01',
          to: '2024-12-31',
          billable: 'true',
          billed: 'false',
          budget_relevant: 'true',
          user_id: '7001',
          tags: 'a,b',
        },
        list: (lists, accountId, query) =>
          new ProjectExpensesRepository(NO_DATABASE, lists).listAll(accountId, query),
      }),
    ],
  },
  {
    file: 'projects-and-time/projects/project-contracts/project-contracts.list.sql',
    examples: [
      example({
        route: 'GET /projects/4001/contracts',
        query: ListProjectContractsQuery,
        every: paged('created_at'),
        list: (lists, accountId, query) =>
          new ProjectContractsRepository(NO_DATABASE, lists).list(accountId, query, [
            Prisma.sql`project_id = ${4001}`,
          ]),
      }),
    ],
  },
  {
    file: 'projects-and-time/projects/project-contracts/assigned-projects.list.sql',
    examples: [
      example({
        route: 'GET /projects/assigned',
        query: AssignedProjectsQuery,
        every: { ...unpaged('name'), active: 'true' },
        list: (lists, accountId, query) =>
          new AssignedProjectsRepository(NO_DATABASE, lists).list(accountId, 7001, query),
      }),
    ],
  },
  {
    file: 'projects-and-time/projects/project-groups/project-groups.list.sql',
    examples: [
      example({
        route: 'GET /projects/groups',
        query: ListProjectGroupsQuery,
        every: { ...paged('name'), user_id: '7001', company_id: '3001,3002' },
        list: (lists, accountId, query) =>
          new ProjectGroupsRepository(NO_DATABASE, lists).list(accountId, query),
      }),
    ],
  },
  {
    file: 'projects-and-time/projects/payment-schedules/payment-schedules.list.sql',
    examples: [
      example({
        route: 'GET /projects/payment_schedules',
        query: ListAllPaymentSchedulesQuery,
        every: {
          ...paged('date'),
          from: '2024-01-01',
          to: '2024-12-31',
          checked: 'false',
          company_id: '3001',
          project_id: '4001,4002',
        },
        list: (lists, accountId, query) =>
          new PaymentSchedulesRepository(NO_DATABASE, lists).list(accountId, query),
      }),
      example({
        route: 'GET /projects/4001/payment_schedules',
        query: ListPaymentSchedulesQuery,
        every: {
          ...paged('date'),
          from: '2024-01-01',
          to: '2024-12-31',
          checked: 'true',
          company_id: '3001',
        },
        list: (lists, accountId, query) =>
          new PaymentSchedulesRepository(NO_DATABASE, lists).list(accountId, {
            ...query,
            project_id: [4001],
          }),
      }),
    ],
  },
  {
    file: 'projects-and-time/projects/recurring-expenses/recurring-expenses.list.sql',
    examples: [
      example({
        route: 'GET /projects/4001/recurring_expenses',
        query: ListProjectRecurringExpensesQuery,
        every: paged('recur_next_date'),
        list: (lists, accountId, query) =>
          new RecurringExpensesRepository(NO_DATABASE, lists).listOfProject(accountId, 4001, query),
      }),
      example({
        route: 'GET /recurring_expenses',
        query: ListRecurringExpensesQuery,
        every: { ...paged('start_date'), project_id: '4001,4002' },
        list: (lists, accountId, query) =>
          new RecurringExpensesRepository(NO_DATABASE, lists).list(accountId, query),
      }),
    ],
  },
  {
    file: 'projects-and-time/activities/activities.list.sql',
    examples: [
      example({
        route: 'GET /activities',
        query: ListActivitiesQuery,
        every: {
          ...paged('date'),
          from: '2024-01-01',
          to: '2024-12-31',
          project_id: '4001',
          task_id: '9001',
          user_id: '7001',
          company_id: '3001',
          billable: 'true',
          billed: 'false',
          term: 'Workshop',
        },
        list: (lists, accountId, query) =>
          new ActivitiesRepository(NO_DATABASE, lists).list(
            accountId,
            query,
            activityConditions(accountId, query),
          ),
      }),
    ],
  },
];
