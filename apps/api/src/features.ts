import { ActivitiesModule } from './activities/activities.module';
import { ProjectExpensesModule } from './project-expenses/project-expenses.module';
import { ProjectTasksModule } from './project-tasks/project-tasks.module';
import { CompaniesModule } from './companies/companies.module';
import { ContactsModule } from './contacts/contacts.module';
import { DealsModule } from './deals/deals.module';
import { HealthModule } from './health/health.module';
import { ProjectsModule } from './projects/projects.module';
import { UsersModule } from './users/users.module';
import { CustomFieldDefinitionsModule } from './custom-field-definitions/custom-field-definitions.module';
import { LetterPapersModule } from './letter-papers/letter-papers.module';
import { PurchaseCategoriesModule } from './purchase-categories/purchase-categories.module';
import { PurchasePaymentsModule } from './purchase-payments/purchase-payments.module';
import { PurchasesModule } from './purchases/purchases.module';
import { RevenueCategoriesModule } from './revenue-categories/revenue-categories.module';
import { VatCodesModule } from './vat-codes/vat-codes.module';
import { OffersModule } from './offers/offers.module';
import { InvoicePaymentsModule } from './invoices/payments/invoice-payments.module';
import { InvoicesModule } from './invoices/invoices.module';
import { InvoiceRemindersModule } from './invoices/reminders/invoice-reminders.module';
import { InvoiceReversalsModule } from './invoices/reversals/invoice-reversals.module';
import { FilesModule } from './files/files.module';
import { ApprovalPageModule } from './offers/approval-page/approval-page.module';
import { PurchaseApprovalsModule } from './purchase-approvals/purchase-approvals.module';
import { PurchaseAssignmentsModule } from './purchase-assignments/purchase-assignments.module';
import { EmailDeliveriesModule } from './email-deliveries/email-deliveries.module';
import { AccountProfileModule } from './account-profile/account-profile.module';
import { WebHooksModule } from './web-hooks/web-hooks.module';
import { WebhookEventsModule } from './web-hooks/webhook-events.module';

/** Every feature module of the API; a new feature adds one line here. */
export const FEATURE_MODULES = [
  HealthModule,
  FilesModule,
  UsersModule,
  VatCodesModule,
  RevenueCategoriesModule,
  PurchaseCategoriesModule,
  PurchasePaymentsModule,
  PurchasesModule,
  LetterPapersModule,
  CustomFieldDefinitionsModule,
  ProjectsModule,
  DealsModule,
  CompaniesModule,
  ContactsModule,
  ProjectTasksModule,
  ActivitiesModule,
  ProjectExpensesModule,
  OffersModule,
  InvoicePaymentsModule,
  InvoicesModule,
  InvoiceRemindersModule,
  InvoiceReversalsModule,
  ApprovalPageModule,
  PurchaseApprovalsModule,
  PurchaseAssignmentsModule,
  EmailDeliveriesModule,
  AccountProfileModule,
  WebHooksModule,
  WebhookEventsModule,
];
