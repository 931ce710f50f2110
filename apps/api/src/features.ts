import { ActivitiesModule } from './projects-and-time/activities/activities.module';
import { ProjectExpensesModule } from './projects-and-time/projects/project-expenses/project-expenses.module';
import { ProjectTasksModule } from './projects-and-time/projects/project-tasks/project-tasks.module';
import { CompaniesModule } from './crm/companies/companies.module';
import { ContactsModule } from './crm/contacts/contacts.module';
import { DealsModule } from './crm/deals/deals.module';
import { HealthModule } from './platform/health/health.module';
import { ProjectsModule } from './projects-and-time/projects/projects.module';
import { UsersModule } from './organisation/users/users.module';
import { CustomFieldDefinitionsModule } from './organisation/custom-field-definitions/custom-field-definitions.module';
import { LetterPapersModule } from './organisation/letter-papers/letter-papers.module';
import { PurchaseCategoriesModule } from './organisation/categories/purchase-categories/purchase-categories.module';
import { PurchasePaymentsModule } from './purchasing/purchases/purchase-payments/purchase-payments.module';
import { PurchasesModule } from './purchasing/purchases/purchases.module';
import { RevenueCategoriesModule } from './organisation/categories/revenue-categories/revenue-categories.module';
import { VatCodesModule } from './organisation/vat-codes/vat-codes.module';
import { OffersModule } from './sales/offers/offers.module';
import { InvoicePaymentsModule } from './sales/invoices/invoice-payments/invoice-payments.module';
import { InvoicesModule } from './sales/invoices/invoices.module';
import { InvoiceRemindersModule } from './sales/invoices/invoice-reminders/invoice-reminders.module';
import { InvoiceReversalsModule } from './sales/invoices/invoice-reversals/invoice-reversals.module';
import { FilesModule } from './platform/files/files.module';
import { ApprovalPageModule } from './sales/offers/approval-page/approval-page.module';
import { PurchaseApprovalsModule } from './purchasing/purchases/purchase-approvals/purchase-approvals.module';
import { PurchaseAssignmentsModule } from './purchasing/purchases/purchase-assignments/purchase-assignments.module';
import { EmailDeliveriesModule } from './shared/emails/email-deliveries/email-deliveries.module';
import { AccountProfileModule } from './organisation/account-profile/account-profile.module';
import { WebHooksModule } from './organisation/web-hooks/web-hooks.module';
import { WebhookEventsModule } from './organisation/web-hooks/webhook-events.module';

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
