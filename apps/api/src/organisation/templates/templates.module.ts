import { Module } from '@nestjs/common';
import { ExpenseTemplatesController } from './expense-templates/expense-templates.controller';
import { ExpenseTemplatesService } from './expense-templates/expense-templates.service';
import { TaskTemplatesController } from './task-templates/task-templates.controller';
import { TaskTemplatesService } from './task-templates/task-templates.service';

/** `/account/task_templates` and `/account/expense_templates`. */
@Module({
  controllers: [TaskTemplatesController, ExpenseTemplatesController],
  providers: [TaskTemplatesService, ExpenseTemplatesService],
  exports: [ExpenseTemplatesService],
})
export class TemplatesModule {}
