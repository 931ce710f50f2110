import { DeclaredController } from '../../platform/http';
import { CreatePurchaseBudgetDto } from './dto/create-purchase-budget.dto';
import { ListPurchaseBudgetsQuery } from './dto/list-purchase-budgets.query';
import { PurchaseBudgetResponse } from './dto/purchase-budget.response';
import { SetPurchaseBudgetTargetDto } from './dto/set-purchase-budget-target.dto';
import { UpdatePurchaseBudgetDto } from './dto/update-purchase-budget.dto';
import { PurchaseBudgetsService } from './purchase-budgets.service';

const CURRENT_YEAR = "The figures are those of the current year in the account's time zone";

/** `/purchases/budgets`: yearly purchase budgets with their target, spent and planned amounts. */
export class PurchaseBudgetsController extends DeclaredController({
  path: 'purchases/budgets',
  tag: 'Purchase budgets',
  inject: { budgets: PurchaseBudgetsService },
  routes: (route) => ({
    list: route.list(
      {
        query: ListPurchaseBudgetsQuery,
        response: PurchaseBudgetResponse,
        operation: { description: 'Every budget, unpaged, with its figures for `year`' },
      },
      'budgets.list',
    ),
    create: route.create(
      {
        body: CreatePurchaseBudgetDto,
        response: PurchaseBudgetResponse,
        operation: { description: CURRENT_YEAR },
      },
      'budgets.create',
    ),
    target: route.action(
      {
        method: 'put',
        path: ':id/target',
        body: SetPurchaseBudgetTargetDto,
        response: PurchaseBudgetResponse,
        operation: { description: 'Sets the target of a year; answers the budget for that year' },
      },
      'budgets.setTarget',
    ),
    update: route.update(
      {
        body: UpdatePurchaseBudgetDto,
        response: PurchaseBudgetResponse,
        operation: { description: CURRENT_YEAR },
      },
      'budgets.update',
    ),
    delete: route.deleted(
      { response: PurchaseBudgetResponse, description: 'The deleted budget, as it was' },
      'budgets.delete',
    ),
  }),
}) {}
