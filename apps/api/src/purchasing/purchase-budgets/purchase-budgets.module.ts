import { Module } from '@nestjs/common';
import { BudgetFiguresRepository } from './budget-figures.repository';
import { PlannedPurchasesController } from './planned-purchases/planned-purchases.controller';
import { PlannedPurchasesRepository } from './planned-purchases/planned-purchases.repository';
import { PlannedPurchasesService } from './planned-purchases/planned-purchases.service';
import { PurchaseBudgetsController } from './purchase-budgets.controller';
import { PurchaseBudgetsRepository } from './purchase-budgets.repository';
import { PurchaseBudgetsService } from './purchase-budgets.service';

/**
 * Purchase budgets (/purchases/budgets) and planned purchases (/planned_purchases). Before
 * PurchasesModule in features.ts: `/purchases/:id` would take `/purchases/budgets`.
 */
@Module({
  controllers: [PurchaseBudgetsController, PlannedPurchasesController],
  providers: [
    PurchaseBudgetsService,
    PurchaseBudgetsRepository,
    BudgetFiguresRepository,
    PlannedPurchasesService,
    PlannedPurchasesRepository,
  ],
})
export class PurchaseBudgetsModule {}
