import { ActivitiesModule } from './projects-and-time/activities';
import {
  ProjectContractsModule,
  PaymentSchedulesModule,
  AllProjectExpensesModule,
  ProjectExpensesModule,
  ProjectGroupsModule,
  ProjectTasksModule,
  ProjectsModule,
  RecurringExpensesModule,
} from './projects-and-time/projects';
import { ProjectReportModule, ProjectReportPageModule } from './projects-and-time/projects';
import { CompaniesModule } from './crm/companies';
import { ContactsModule } from './crm/contacts';
import { DealsModule } from './crm/deals';
import { CommentsModule } from './crm/comments';
import { DealCategoriesModule } from './crm/deal-categories';
import { HealthModule } from './platform/health';
import { UsersModule } from './organisation/users';
import { UnitsModule } from './organisation/units';
import { SessionModule } from './organisation/session';
import { CustomFieldDefinitionsModule } from './organisation/custom-field-definitions';
import { LetterPapersModule } from './organisation/letter-papers';
import { PurchaseCategoriesModule, RevenueCategoriesModule } from './organisation/categories';
import {
  PurchasePaymentsModule,
  PurchasesModule,
  PurchaseApprovalsModule,
  PurchaseAssignmentsModule,
} from './purchasing/purchases';
import { PurchaseDraftsModule } from './purchasing/purchase-drafts';
import { VatCodesModule } from './organisation/vat-codes';
import { OffersModule, ApprovalPageModule } from './sales/offers';
import { OfferConfirmationsModule } from './sales/offer-confirmations';
import {
  InvoicePaymentsModule,
  InvoicesModule,
  InvoiceRemindersModule,
  InvoiceReversalsModule,
} from './sales/invoices';
import { FilesModule } from './platform/files';
import { EmailDeliveriesModule } from './shared/emails';
import { AccountProfileModule } from './organisation/account-profile';
import { WebHooksModule, WebhookEventsModule } from './organisation/web-hooks';
import { AuditEventsModule } from './organisation/audit-events';
import { TagsModule } from './organisation/tags';
import { CatalogServicesModule } from './organisation/catalog-services';
import { TemplatesModule } from './organisation/templates';
import { HourlyRatesModule } from './organisation/hourly-rates';
import { InternalHourlyRatesModule } from './organisation/internal-hourly-rates';
import { FixedCostsModule } from './organisation/fixed-costs';
import { FinanceReportsModule } from './bookkeeping/finance-reports';
import { BookkeepingSettingsModule } from './bookkeeping/bookkeeping-settings';
import { BookkeepingExportsModule } from './bookkeeping/bookkeeping-exports';
import { ReceiptsModule } from './purchasing/receipts';
import { SepaMandatesModule } from './crm/sepa-mandates';
import { DirectDebitRunsModule } from './sales/direct-debit-runs';
import { PurchaseBudgetsModule } from './purchasing/purchase-budgets';
import { PaymentRunsModule } from './purchasing/payment-runs';
import { InboxModule } from './purchasing/inbox';
import { BankStatementsModule } from './banking/bank-statements';
import { BankTransactionsModule } from './banking/bank-transactions';
import { DunningModule } from './sales/dunning';
/** Every feature module of the API; a new feature adds one line here. */
export const FEATURE_MODULES = [
  HealthModule,
  FilesModule,
  // Before InvoicesModule and PurchasesModule: `/invoices/:id` would take its paths.
  BookkeepingExportsModule,
  UsersModule,
  VatCodesModule,
  RevenueCategoriesModule,
  PurchaseCategoriesModule,
  PurchasePaymentsModule,
  // Before PurchasesModule: `/purchases/:id` would take `/purchases/drafts`.
  PurchaseDraftsModule,
  // Before PurchasesModule: `/purchases/:id` would take /purchases/budgets.
  PurchaseBudgetsModule,
  // Before PurchasesModule: `/purchases/:id` would take /purchases/payment_runs.
  PaymentRunsModule,
  PurchasesModule,
  LetterPapersModule,
  CustomFieldDefinitionsModule,
  // Before ProjectsModule: `/projects/:id` would take /projects/assigned and /projects/groups.
  ProjectContractsModule,
  ProjectGroupsModule,
  // Before ProjectsModule: `/projects/:id` must not take `/projects/payment_schedules`.
  PaymentSchedulesModule,
  AllProjectExpensesModule,
  ProjectsModule,
  DealsModule,
  DealCategoriesModule,
  CompaniesModule,
  ContactsModule,
  ProjectTasksModule,
  ActivitiesModule,
  ProjectExpensesModule,
  RecurringExpensesModule,
  OffersModule,
  OfferConfirmationsModule,
  InvoicePaymentsModule,
  // Before InvoicesModule: `/invoices/:id` would take /invoices/direct_debit_runs.
  DirectDebitRunsModule,
  InvoicesModule,
  InvoiceRemindersModule,
  InvoiceReversalsModule,
  ApprovalPageModule,
  PurchaseApprovalsModule,
  PurchaseAssignmentsModule,
  EmailDeliveriesModule,
  CommentsModule,
  AccountProfileModule,
  WebHooksModule,
  WebhookEventsModule,
  AuditEventsModule,
  TagsModule,
  CatalogServicesModule,
  UnitsModule,
  SessionModule,
  TemplatesModule,
  HourlyRatesModule,
  InternalHourlyRatesModule,
  FixedCostsModule,
  ProjectReportModule,
  ProjectReportPageModule,
  FinanceReportsModule,
  BookkeepingSettingsModule,
  ReceiptsModule,
  InboxModule,
  SepaMandatesModule,
  BankStatementsModule,
  BankTransactionsModule,
  DunningModule,
];
