import { PaymentsRepository } from '../../src/shared/payments/payments.repository';
import { EmailDeliveriesRepository } from '../../src/shared/emails/email-deliveries.repository';
import { ListEmailDeliveriesQuery } from '../../src/shared/emails/email-deliveries/dto/list-email-deliveries.query';
import { ListInvoicesQuery } from '../../src/sales/invoices/dto/list-invoices.query';
import { ListLockedInvoicesQuery } from '../../src/sales/invoices/dto/list-locked-invoices.query';
import {
  invoiceListConditions,
  lockedInvoiceConditions,
} from '../../src/sales/invoices/invoice-list.filters';
import { ListInvoicePaymentsQuery } from '../../src/sales/invoices/invoice-payments/dto/list-invoice-payments.query';
import { INVOICE_PAYMENTS } from '../../src/sales/invoices/invoice-payments/invoice-payments.parent';
import { ListInvoiceRemindersQuery } from '../../src/sales/invoices/invoice-reminders/dto/list-invoice-reminders.query';
import { InvoiceRemindersRepository } from '../../src/sales/invoices/invoice-reminders/invoice-reminders.repository';
import { InvoicesRepository } from '../../src/sales/invoices/invoices.repository';
import { ListOfferConfirmationsQuery } from '../../src/sales/offer-confirmations/dto/list-offer-confirmations.query';
import { OfferConfirmationsRepository } from '../../src/sales/offer-confirmations/offer-confirmations.repository';
import { ListOffersQuery } from '../../src/sales/offers/dto/list-offers.query';
import { OffersRepository } from '../../src/sales/offers/offers.repository';
import { DirectDebitRunsRepository } from '../../src/sales/direct-debit-runs/direct-debit-runs.repository';
import { ListDirectDebitRunsQuery } from '../../src/sales/direct-debit-runs/dto/list-direct-debit-runs.query';
import { example, type ListFile, NO_DATABASE, paged } from './list-statement.capture';

const INVOICE_DATES = {
  date_from: '2024-01-01',
  date_to: '2024-12-31',
  identifier: 'RE-2024-0001',
};

/**
 * The list routes of sales: invoices, their payments and reminders, offers, their
 * confirmations, e-mails.
 */
export const SALES_LISTS: ListFile[] = [
  {
    file: 'sales/invoices/invoices.list.sql',
    examples: [
      example({
        route: 'GET /invoices',
        query: ListInvoicesQuery,
        every: {
          ...paged('date'),
          ...INVOICE_DATES,
          status: 'sent,overdue',
          include_disregarded: 'false',
          not_booked: 'true',
          service_period_from: '2024-01-01',
          service_period_to: '2024-03-31',
          tags: 'a,b',
          term: 'Web*site',
          company_id: '3001,3002',
          project_id: '4001',
        },
        list: (lists, accountId, query) =>
          new InvoicesRepository(NO_DATABASE, lists).list(
            accountId,
            query,
            invoiceListConditions(query),
          ),
      }),
      example({
        route: 'GET /invoices/locked',
        query: ListLockedInvoicesQuery,
        every: { ...paged('date'), ...INVOICE_DATES, status: 'paid' },
        list: (lists, accountId, query) =>
          new InvoicesRepository(NO_DATABASE, lists).list(
            accountId,
            query,
            lockedInvoiceConditions(query),
          ),
      }),
    ],
  },
  {
    file: 'sales/invoices/invoice-payments/invoice-payments.list.sql',
    examples: [
      example({
        route: 'GET /invoices/payments',
        query: ListInvoicePaymentsQuery,
        every: {
          ...paged('date'),
          date_from: '2024-01-01',
          date_to: '2024-12-31',
          invoice_id: '2001',
        },
        list: (lists, accountId, query) =>
          new PaymentsRepository(NO_DATABASE, lists).list(INVOICE_PAYMENTS, accountId, query),
      }),
    ],
  },
  {
    file: 'sales/invoices/invoice-reminders/invoice-reminders.list.sql',
    examples: [
      example({
        route: 'GET /invoice_reminders',
        query: ListInvoiceRemindersQuery,
        every: {
          ...paged('date'),
          invoice_id: '2001',
          date_from: '2024-01-01',
          date_to: '2024-12-31',
        },
        list: (lists, accountId, query) =>
          new InvoiceRemindersRepository(NO_DATABASE, lists).list(accountId, query),
      }),
    ],
  },
  {
    file: 'sales/offer-confirmations/offer-confirmations.list.sql',
    examples: [
      example({
        route: 'GET /offer_confirmations',
        query: ListOfferConfirmationsQuery,
        every: { ...paged('date'), offer_id: '2001,2002' },
        list: (lists, accountId, query) =>
          new OfferConfirmationsRepository(NO_DATABASE, lists).list(accountId, query),
      }),
    ],
  },
  {
    file: 'sales/offers/offers.list.sql',
    examples: [
      example({
        route: 'GET /offers',
        query: ListOffersQuery,
        every: {
          ...paged('date'),
          sort: 'title',
          status: 'sent',
          from: '2024-01-01',
          to: '2024-12-31',
          identifier: 'AN-2024-0001',
          deal_id: '5001',
          project_id: '4001',
          company_id: '3001,3002',
          tags: 'a,b',
        },
        list: (lists, accountId, query) =>
          new OffersRepository(NO_DATABASE, lists).list(accountId, query),
      }),
    ],
  },
  {
    file: 'shared/emails/email-deliveries.list.sql',
    examples: [
      example({
        route: 'GET /email_deliveries',
        query: ListEmailDeliveriesQuery,
        every: {
          ...paged('created_at'),
          status: 'queued,failed',
          document_type: 'invoice',
          document_id: '2001,2002',
        },
        list: (lists, accountId, query) =>
          new EmailDeliveriesRepository(NO_DATABASE, lists).list(accountId, query),
      }),
    ],
  },
  {
    file: 'sales/direct-debit-runs/direct-debit-runs.list.sql',
    examples: [
      example({
        route: 'GET /invoices/direct_debit_runs',
        query: ListDirectDebitRunsQuery,
        every: { ...paged('created_at'), invoice_id: '2001,2002', mandate_id: '7' },
        list: (lists, accountId, query) =>
          new DirectDebitRunsRepository(NO_DATABASE, lists).list(accountId, query),
      }),
    ],
  },
];
