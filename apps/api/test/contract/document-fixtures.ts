import { createPrismaClient, type PrismaClient } from '@faktura/db';
import { client, createTestAccount, type TestAccount } from '../support/test-accounts';
import { startTestApp, type TestApp } from '../support/test-app';
import { startTestSmtpServer, type TestSmtpServer } from '../support/test-smtp-server';

/** The records a realistic offer or invoice of one account refers to. */
export interface DocumentFixtures {
  vatCodeId: number;
  customerId: number;
  contactId: number;
  colleagueId: number;
  projectId: number;
  dealId: number;
  revenueCategoryId: number;
  letterPaperId: number;
  /** Hours and expenses of the project, not billed yet. */
  activityIds: number[];
  expenseIds: number[];
}

/**
 * Master data as a customer's account would have it: a 19 % VAT code, a customer with address
 * and contact, a colleague, a project with leader, task, deal, booked hours and expenses, a
 * revenue category, a letter paper and a custom field for offers and invoices.
 */
export async function createDocumentFixtures(
  prisma: PrismaClient,
  accountId: number,
  ownerId: number,
): Promise<DocumentFixtures> {
  const data = { accountId };
  const vat = await prisma.vatCodeSale.create({
    data: { ...data, code: 'UST19', description: 'Regelsatz 19 %', tax: '19' },
  });
  const customer = await prisma.company.create({
    data: {
      ...data,
      type: 'customer',
      name: 'Kunde AG',
      address: 'Kunde AG\nHauptstrasse 1\n10115 Berlin',
      currency: 'EUR',
      invoiceEmailsTo: ['rechnung@kunde.example'],
      offerEmailsTo: ['einkauf@kunde.example'],
    },
  });
  const contact = await prisma.contact.create({
    data: {
      ...data,
      companyId: customer.id,
      firstname: 'Erika',
      lastname: 'Muster',
      email: 'erika@kunde.example',
    },
  });
  const colleague = await prisma.user.create({
    data: { ...data, firstname: 'Max', lastname: 'Beispiel', email: `max-${accountId}@a.example` },
  });
  const deal = await prisma.deal.create({
    data: { ...data, name: 'Relaunch 2027', currency: 'EUR', companyId: customer.id },
  });
  const project = await prisma.project.create({
    data: {
      ...data,
      identifier: 'P260001',
      name: 'Website relaunch',
      companyId: customer.id,
      currency: 'EUR',
      leaderId: ownerId,
      hourlyRate: '120',
      dealId: deal.id,
    },
  });
  const task = await prisma.projectTask.create({
    data: { ...data, projectId: project.id, name: 'Development', hourlyRate: '120' },
  });
  const activities = await Promise.all(
    ['2026-03-02', '2026-03-03'].map((day) =>
      prisma.activity.create({
        data: {
          ...data,
          date: new Date(day),
          hours: '3.5',
          description: 'Templates',
          projectId: project.id,
          taskId: task.id,
          userId: ownerId,
          hourlyRate: '120',
        },
      }),
    ),
  );
  const expense = await prisma.expense.create({
    data: {
      ...data,
      projectId: project.id,
      date: new Date('2026-03-04'),
      title: 'Hosting',
      quantity: '1',
      unit: 'month',
      unitPrice: '49',
      unitCost: '30',
      price: '49',
      cost: '30',
      currency: 'EUR',
    },
  });
  const category = await prisma.revenueCategory.create({
    data: { ...data, name: 'Consulting', revenueAccount: 8400, costCategory: 'KST-1' },
  });
  const paper = await prisma.letterPaper.create({
    data: { ...data, name: 'Letterhead', html: '<div>Seller GmbH</div>' },
  });
  for (const entity of ['Offer', 'Invoice'] as const) {
    await prisma.customFieldDefinition.create({
      data: { ...data, entity, name: 'Cost centre', type: 'String' },
    });
  }
  return {
    vatCodeId: vat.id,
    customerId: customer.id,
    contactId: contact.id,
    colleagueId: colleague.id,
    projectId: project.id,
    dealId: deal.id,
    revenueCategoryId: category.id,
    letterPaperId: paper.id,
    activityIds: activities.map((activity) => activity.id),
    expenseIds: [expense.id],
  };
}

/** A small but well-formed PDF for attachments. */
export const ATTACHMENT_PDF = Buffer.from(
  '%PDF-1.4\n% terms and conditions\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n',
);

/** The app with a worker and an SMTP server, one account and its document fixtures. */
export interface DocumentsWorld {
  t: TestApp;
  account: TestAccount;
  fixtures: DocumentFixtures;
  /** Calls with the account's full key. */
  api(): ReturnType<typeof client>;
  close(): Promise<void>;
}

/** Starts what the document contract tests need: PDFs render, e-mails go out. */
export async function startDocumentsWorld(): Promise<DocumentsWorld> {
  const smtp: TestSmtpServer = await startTestSmtpServer();
  const t = await startTestApp({}, { worker: { smtpUrl: smtp.url } });
  const account = await createTestAccount(t.db.url, 'Seller GmbH');
  const prisma: PrismaClient = createPrismaClient(t.db.url, { max: 2 });
  const fixtures = await createDocumentFixtures(prisma, account.accountId, account.userId);
  return {
    t,
    account,
    fixtures,
    api: () => client(t.url, account.key),
    close: async () => {
      await prisma.$disconnect();
      await t.close();
      await smtp.stop();
    },
  };
}
