// The unit's public entry: other units import only what is exported here (lint rule
// faktura/unit-boundaries), so the unit's other files can change without touching them.
export { ProjectExpenseResponse } from './project-expenses/dto/project-expense.response';
export { expenseAmounts } from './project-expenses/project-expense.amounts';
export { ProjectExpensesModule } from './project-expenses/project-expenses.module';
export { ProjectExpensesService } from './project-expenses/project-expenses.service';
export { PROJECT_REFERENCE } from './project-reference.select';
export { ProjectTasksModule } from './project-tasks/project-tasks.module';
export { RecurringExpensesModule } from './recurring-expenses/recurring-expenses.module';
export { ProjectsModule } from './projects.module';
