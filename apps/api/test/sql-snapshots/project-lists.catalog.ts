import { activityConditions } from '../../src/projects-and-time/activities/activities.filters';
import { ActivitiesRepository } from '../../src/projects-and-time/activities/activities.repository';
import { ListActivitiesQuery } from '../../src/projects-and-time/activities/dto/list-activities.query';
import { ListProjectsQuery } from '../../src/projects-and-time/projects/dto/list-projects.query';
import { ListProjectExpensesQuery } from '../../src/projects-and-time/projects/project-expenses/dto/list-project-expenses.query';
import { ProjectExpensesRepository } from '../../src/projects-and-time/projects/project-expenses/project-expenses.repository';
import { ListProjectTasksQuery } from '../../src/projects-and-time/projects/project-tasks/dto/list-project-tasks.query';
import { ProjectTasksRepository } from '../../src/projects-and-time/projects/project-tasks/project-tasks.repository';
import { ProjectsRepository } from '../../src/projects-and-time/projects/projects.repository';
import {
  ListProjectRecurringExpensesQuery,
  ListRecurringExpensesQuery,
} from '../../src/projects-and-time/projects/recurring-expenses/dto/list-recurring-expenses.query';
import { RecurringExpensesRepository } from '../../src/projects-and-time/projects/recurring-expenses/recurring-expenses.repository';
import { example, type ListFile, NO_DATABASE, paged } from './list-statement.capture';

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
          retainer: 'false',
          active: 'true',
          identifier: 'P-1,P-2',
          tags: 'a,b',
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
