import { Injectable } from '@nestjs/common';
import { AccountDbService, type AccountTx } from '../../../platform/database';
import { DomainEvents } from '../../../platform/events';
import { ListQueryService } from '../../../platform/lists';
import { TemplatesService } from '../templates.service';
import type { CreateExpenseTemplateDto } from './dto/create-expense-template.dto';
import type { ExpenseTemplateResponse } from './dto/expense-template.response';
import { EXPENSE_TEMPLATES, type ExpenseTemplateRow } from './expense-template.kind';

/** What a new project expense takes from an expense template (`expense_template_id`). */
export interface ExpenseTemplateDefaults {
  title: string;
  description: string | null;
  unit: string | null;
  /** Decimal texts, as the columns keep them. */
  unitPrice: string;
  unitCost: string;
  currency: string;
  revenueCategoryId: number | null;
}

/** The account's expense templates. */
@Injectable()
export class ExpenseTemplatesService extends TemplatesService<
  ExpenseTemplateRow,
  CreateExpenseTemplateDto,
  ExpenseTemplateResponse
> {
  constructor(db: AccountDbService, lists: ListQueryService, events: DomainEvents) {
    super(EXPENSE_TEMPLATES, db, lists, events);
  }

  /** The account's template `id` as a new expense takes it, read in `tx`; null when missing. */
  async defaultsForExpense(
    accountId: number,
    id: number,
    tx: AccountTx,
  ): Promise<ExpenseTemplateDefaults | null> {
    const row = await this.findRow(accountId, id, tx);
    return (
      row && {
        title: row.title,
        description: row.description,
        unit: row.unit,
        unitPrice: row.unitPrice.toString(),
        unitCost: row.unitCost.toString(),
        currency: row.currency,
        revenueCategoryId: row.revenueCategoryId,
      }
    );
  }
}
