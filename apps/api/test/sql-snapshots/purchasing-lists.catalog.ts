import { ListPurchaseCategoriesQuery } from '../../src/organisation/categories/purchase-categories/dto/list-purchase-categories.query';
import { PURCHASE_CATEGORIES } from '../../src/organisation/categories/purchase-categories/purchase-category.kind';
import { CategoriesRepository } from '../../src/organisation/categories/categories.repository';
import { ListPaymentRunsQuery } from '../../src/purchasing/payment-runs/dto/list-payment-runs.query';
import { PaymentRunsRepository } from '../../src/purchasing/payment-runs/payment-runs.repository';
import { ListPurchasesQuery } from '../../src/purchasing/purchases/dto/list-purchases.query';
import { ApprovalsRepository } from '../../src/purchasing/purchases/purchase-approvals/approvals.repository';
import { ListApprovalsQuery } from '../../src/purchasing/purchases/purchase-approvals/dto/list-approvals.query';
import { ListPurchasePaymentsQuery } from '../../src/purchasing/purchases/purchase-payments/dto/list-purchase-payments.query';
import { PURCHASE_PAYMENTS } from '../../src/purchasing/purchases/purchase-payments/purchase-payments.parent';
import { purchaseListConditions } from '../../src/purchasing/purchases/purchase-list.filters';
import { PurchasesRepository } from '../../src/purchasing/purchases/purchases.repository';
import { ListPurchaseDraftsQuery } from '../../src/purchasing/purchase-drafts/dto/list-purchase-drafts.query';
import { PurchaseDraftsRepository } from '../../src/purchasing/purchase-drafts/purchase-drafts.repository';
import { ListReceiptsQuery } from '../../src/purchasing/receipts/dto/list-receipts.query';
import { ReceiptsRepository } from '../../src/purchasing/receipts/receipts.repository';
import { PaymentsRepository } from '../../src/shared/payments/payments.repository';
import { ListPurchaseBudgetsQuery } from '../../src/purchasing/purchase-budgets/dto/list-purchase-budgets.query';
import { PurchaseBudgetsRepository } from '../../src/purchasing/purchase-budgets/purchase-budgets.repository';
import { ListPlannedPurchasesQuery } from '../../src/purchasing/purchase-budgets/planned-purchases/dto/list-planned-purchases.query';
import { PlannedPurchasesRepository } from '../../src/purchasing/purchase-budgets/planned-purchases/planned-purchases.repository';
import { example, type ListFile, NO_DATABASE, paged, unpaged } from './list-statement.capture';

/**
 * The list routes of purchasing: purchases, their payments and categories, drafts, receipts,
 * budgets and planned purchases.
 */
export const PURCHASING_LISTS: ListFile[] = [
  {
    file: 'purchasing/purchases/purchases.list.sql',
    examples: [
      example({
        route: 'GET /purchases',
        query: ListPurchasesQuery,
        every: {
          ...paged('date'),
          date: '2024-01-01:2024-12-31',
          category_id: '6001',
          term: 'Hosting',
          company_id: '0,3001',
          status: 'pending',
          payment_method: 'bank_transfer,cash',
          not_booked: 'true',
          unpaid: 'true',
          partially_paid: 'false',
          user_id: '7001',
          tags: 'a,b',
          receipt_identifier: 'R-42',
          identifier: 'EK-2024-0001',
        },
        list: (lists, accountId, query) =>
          new PurchasesRepository(NO_DATABASE, lists).list(
            accountId,
            query,
            purchaseListConditions(query),
          ),
      }),
    ],
  },
  {
    file: 'purchasing/purchases/purchase-payments/purchase-payments.list.sql',
    examples: [
      example({
        route: 'GET /purchases/payments',
        query: ListPurchasePaymentsQuery,
        every: {
          ...paged('date'),
          date_from: '2024-01-01',
          date_to: '2024-12-31',
          purchase_id: '2001',
        },
        list: (lists, accountId, query) =>
          new PaymentsRepository(NO_DATABASE, lists).list(PURCHASE_PAYMENTS, accountId, query),
      }),
    ],
  },
  {
    file: 'organisation/categories/purchase-categories/purchase-categories.list.sql',
    examples: [
      example({
        route: 'GET /purchases/categories',
        query: ListPurchaseCategoriesQuery,
        every: { ...unpaged('name'), active: 'true' },
        list: (lists, accountId, query) =>
          new CategoriesRepository(NO_DATABASE, lists).list(PURCHASE_CATEGORIES, accountId, query),
      }),
    ],
  },
  {
    file: 'purchasing/purchases/purchase-approvals/approvals.list.sql',
    examples: [
      example({
        route: 'GET /approvals',
        query: ListApprovalsQuery,
        every: {
          ...paged('created_at'),
          type: 'purchase',
          approver_user_id: '7001',
          creator_user_id: '7002',
          approval_status: 'pending',
        },
        list: (lists, accountId, query) =>
          new ApprovalsRepository(NO_DATABASE, lists).list(accountId, query),
      }),
    ],
  },
  {
    file: 'purchasing/purchase-drafts/purchase-drafts.list.sql',
    examples: [
      example({
        route: 'GET /purchases/drafts',
        query: ListPurchaseDraftsQuery,
        every: paged('created_at'),
        list: (lists, accountId, query) =>
          new PurchaseDraftsRepository(NO_DATABASE, lists).list(accountId, query),
      }),
    ],
  },
  {
    file: 'purchasing/purchase-budgets/purchase-budgets.list.sql',
    examples: [
      example({
        route: 'GET /purchases/budgets',
        query: ListPurchaseBudgetsQuery,
        // `year` picks the figures, not the rows.
        every: { ...unpaged('title'), year: '2026' },
        list: (lists, accountId, query) =>
          new PurchaseBudgetsRepository(NO_DATABASE, lists).list(accountId, query),
      }),
    ],
  },
  {
    file: 'purchasing/receipts/receipts.list.sql',
    examples: [
      example({
        route: 'GET /receipts',
        query: ListReceiptsQuery,
        every: {
          ...paged('date'),
          user_id: '7001',
          project_id: '4001,4002',
          from: '2024-01-01',
          to: '2024-12-31',
          purchase_category_id: '6001',
          submitted: 'true',
          refund_request_id: '8001',
        },
        list: (lists, accountId, query) =>
          new ReceiptsRepository(NO_DATABASE, lists).list(accountId, query),
      }),
    ],
  },
  {
    file: 'purchasing/purchase-budgets/planned-purchases/planned-purchases.list.sql',
    examples: [
      example({
        route: 'GET /planned_purchases',
        query: ListPlannedPurchasesQuery,
        every: paged('date'),
        list: (lists, accountId, query) =>
          new PlannedPurchasesRepository(NO_DATABASE, lists).list(accountId, query),
      }),
    ],
  },
  {
    file: 'purchasing/payment-runs/payment-runs.list.sql',
    examples: [
      example({
        route: 'GET /purchases/payment_runs',
        query: ListPaymentRunsQuery,
        every: {
          ...paged('execution_date'),
          from: '2026-12-01',
          to: '2026-12-31',
          purchase_id: '3,4',
        },
        list: (lists, accountId, query) =>
          new PaymentRunsRepository(NO_DATABASE, lists).list(accountId, query),
      }),
    ],
  },
];
