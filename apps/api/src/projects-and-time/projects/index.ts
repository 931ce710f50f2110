// The unit's public entry: other units import only what is exported here (lint rule
// faktura/unit-boundaries), so the unit's other files can change without touching them.
export { AllProjectExpensesModule } from './project-expenses/all-project-expenses.module';
export { ProjectExpenseResponse } from './project-expenses/dto/project-expense.response';
export { expenseAmounts } from './project-expenses/project-expense.amounts';
export { ProjectExpensesModule } from './project-expenses/project-expenses.module';
export { ProjectExpensesService } from './project-expenses/project-expenses.service';
export { PaymentSchedulesModule } from './payment-schedules/payment-schedules.module';
export { PROJECT_REFERENCE } from './project-reference.select';
export { ProjectContractsModule } from './project-contracts/project-contracts.module';
export { ProjectGroupsModule } from './project-groups/project-groups.module';
export { ProjectTasksModule } from './project-tasks/project-tasks.module';
export { RecurringExpensesModule } from './recurring-expenses/recurring-expenses.module';
export { ProjectsModule } from './projects.module';
export { ProjectReportModule } from './project-report/project-report.module';
export {
  PROJECT_REPORT_PAGE_ROUTES,
  ProjectReportPageModule,
} from './project-report-page/project-report-page.module';
export { accountToday } from './account-today';
