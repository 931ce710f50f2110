import type { PrismaClient } from '@faktura/db';

const day = (date: string) => new Date(`${date}T00:00:00Z`);

/** The records of one account that the finance and cash-flow reports read, by name. */
export interface ReportWorld {
  customer: number;
  supplier: number;
  invoice: number;
  draft: number;
  chfInvoice: number;
  reversal: number;
  reminder: number;
  freeReminder: number;
  payment: number;
  chfPayment: number;
  purchase: number;
  purchasePayment: number;
  expense: number;
  purchasedExpense: number;
  fixedCost: number;
}

/**
 * Seeds one account (currency EUR) with one record of every kind both reports know, and with
 * those that must not count: a draft, a CHF invoice and its payment, a reminder without fee,
 * a project expense bought through a purchase. Straight in the database, so the amounts are
 * exactly those written here.
 */
export async function seedReportWorld(
  prisma: PrismaClient,
  accountId: number,
  userId: number,
  prefix: string,
): Promise<ReportWorld> {
  const company = (type: 'customer' | 'supplier', name: string) =>
    prisma.company.create({ data: { accountId, type, name } });
  const customer = await company('customer', `${prefix} Kunde AG`);
  const supplier = await company('supplier', `${prefix} Lieferant GmbH`);
  let number = 0;
  const invoice = (date: string, netTotal: string, extra: object = {}) =>
    prisma.invoice.create({
      data: {
        accountId,
        identifier: `${prefix}-R${++number}`,
        status: 'sent',
        date: day(date),
        dueDate: day('2026-04-30'),
        title: 'Consulting',
        recipientAddress: `${prefix} Kunde AG`,
        currency: 'EUR',
        tax: '19',
        netTotal,
        grossTotal: netTotal,
        customerId: customer.id,
        userId,
        ...extra,
      },
    });
  const regular = await invoice('2026-03-10', '1000.00');
  const draft = await invoice('2026-03-11', '500.00', { status: 'draft', identifier: null });
  const chf = await invoice('2026-03-12', '700.00', { currency: 'CHF' });
  const reversal = await invoice('2026-03-15', '-250.50', {
    status: 'created',
    title: 'Storno',
    reversedInvoiceId: chf.id,
  });
  const reminder = (fee: string, date: string) =>
    prisma.invoiceReminder.create({
      data: { accountId, invoiceId: regular.id, date: day(date), dueDate: day(date), fee },
    });
  const feeReminder = await reminder('5.00', '2026-04-01');
  const freeReminder = await reminder('0', '2026-04-02');
  const pay = (invoiceId: number, paidTotal: string, currency: string) =>
    prisma.invoicePayment.create({
      data: { accountId, invoiceId, date: day('2026-03-20'), paidTotal, currency },
    });
  const payment = await pay(regular.id, '1190.00', 'EUR');
  const chfPayment = await pay(chf.id, '833.00', 'CHF');
  const purchase = await prisma.purchase.create({
    data: {
      accountId,
      identifier: `${prefix}-E1`,
      title: 'Büromaterial',
      date: day('2026-03-05'),
      paymentMethod: 'bank_transfer',
      currency: 'EUR',
      netTotal: '400.10',
      grossTotal: '476.12',
      companyId: supplier.id,
      userId,
    },
  });
  const purchasePayment = await prisma.purchasePayment.create({
    data: {
      accountId,
      purchaseId: purchase.id,
      date: day('2026-03-25'),
      total: '476.12',
      currency: 'EUR',
    },
  });
  const project = await prisma.project.create({
    data: {
      accountId,
      identifier: `${prefix}-P1`,
      name: 'Relaunch',
      companyId: customer.id,
      currency: 'EUR',
    },
  });
  const expense = (title: string, cost: string, purchaseId: number | null) =>
    prisma.expense.create({
      data: {
        accountId,
        projectId: project.id,
        date: day('2026-03-18'),
        title,
        cost,
        unitCost: cost,
        currency: 'EUR',
        purchaseId,
        userId,
      },
    });
  const ownExpense = await expense('Hosting', '80.00', null);
  const purchasedExpense = await expense('Papier', '30.00', purchase.id);
  const fixedCost = await prisma.fixedCost.create({
    data: {
      accountId,
      title: 'Miete',
      costs: { create: [{ accountId, year: 2026, month: 3, amount: '3500.00' }] },
    },
  });
  return {
    customer: customer.id,
    supplier: supplier.id,
    invoice: regular.id,
    draft: draft.id,
    chfInvoice: chf.id,
    reversal: reversal.id,
    reminder: feeReminder.id,
    freeReminder: freeReminder.id,
    payment: payment.id,
    chfPayment: chfPayment.id,
    purchase: purchase.id,
    purchasePayment: purchasePayment.id,
    expense: ownExpense.id,
    purchasedExpense: purchasedExpense.id,
    fixedCost: fixedCost.id,
  };
}
