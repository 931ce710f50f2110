import { DeclaredController } from '../../../platform/http';
import { ListTemplatesQuery } from '../templates.query';
import { CreateExpenseTemplateDto } from './dto/create-expense-template.dto';
import { ExpenseTemplateResponse } from './dto/expense-template.response';
import { UpdateExpenseTemplateDto } from './dto/update-expense-template.dto';
import { ExpenseTemplatesService } from './expense-templates.service';

/** `/account/expense_templates`: created with 201; DELETE answers the deleted template (200). */
export class ExpenseTemplatesController extends DeclaredController({
  path: 'account/expense_templates',
  tag: 'Expense templates',
  inject: { templates: ExpenseTemplatesService },
  routes: (route) => ({
    list: route.list(
      { query: ListTemplatesQuery, response: ExpenseTemplateResponse },
      'templates.list',
    ),
    get: route.get({ response: ExpenseTemplateResponse }, 'templates.get'),
    create: route.create(
      { body: CreateExpenseTemplateDto, response: ExpenseTemplateResponse, status: 201 },
      'templates.create',
    ),
    update: route.update(
      { body: UpdateExpenseTemplateDto, response: ExpenseTemplateResponse },
      'templates.update',
    ),
    delete: route.deleted(
      { response: ExpenseTemplateResponse, description: 'The deleted template' },
      'templates.delete',
    ),
  }),
}) {}
