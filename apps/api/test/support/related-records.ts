import type { PrismaClient } from '@faktura/db';

/** The ids of the documents createRelatedRecords made. */
export interface RelatedRecords {
  invoiceIds: number[];
  reminderIds: number[];
  projectIds: number[];
  dealIds: number[];
  contactIds: number[];
  offerIds: number[];
  confirmationIds: number[];
  purchaseIds: number[];
  companyIds: number[];
  commentIds: number[];
  projectGroupIds: number[];
  purchaseDraftIds: number[];
}

const DAY = new Date('2026-03-02T00:00:00Z');

/**
 * Documents with every relation their responses show filled: users, VAT codes, positions with
 * revenue category, hours and expenses, payments, reminders, debt collections, reversals on both
 * sides, e-mail deliveries, rendered PDFs; offers with approval, confirmation and invoice;
 * purchases with items (VAT code, category, expense, receipt), payments, refund request, card
 * transaction and approvals; companies with VAT codes and projects; project groups and
 * contracts; comments, task and expense templates, units, catalog services with items, purchase
 * drafts; purchase budgets and planned purchases. Two or more of each.
 */
export async function createRelatedRecords(
  prisma: PrismaClient,
  accountId: number,
  userId: number,
): Promise<RelatedRecords> {
  const data = { accountId };
  const user = await prisma.user.create({
    data: { ...data, firstname: 'Rita', lastname: 'Related', email: `rita-${accountId}@r.example` },
  });
  const vat = await prisma.vatCodeSale.create({
    data: { ...data, code: 'UST19', description: 'Regelsatz', tax: '19', creditAccount: '3806' },
  });
  const inputVat = await prisma.vatCodePurchase.create({
    data: { ...data, code: 'VST19', description: 'Vorsteuer', tax: '19.5' },
  });
  const category = await prisma.revenueCategory.create({
    data: { ...data, name: 'Beratung', revenueAccount: 8400 },
  });
  const purchaseCategory = await prisma.purchaseCategory.create({
    data: { ...data, name: 'Material', creditAccount: '3400' },
  });
  const companyIds: number[] = [];
  for (const name of ['Kunde Eins AG', 'Kunde Zwei GmbH']) {
    const company = await prisma.company.create({
      data: {
        ...data,
        type: 'customer',
        name,
        currency: 'EUR',
        userId: user.id,
        customerVatCodeId: vat.id,
        supplierVatCodeId: inputVat.id,
        alternativeLanguage: true,
        invoiceEmailsTo: ['a@kunde.example', 'b@kunde.example'],
      },
    });
    companyIds.push(company.id);
  }
  const projects = [];
  for (const [index, companyId] of companyIds.entries()) {
    projects.push(
      await prisma.project.create({
        data: {
          ...data,
          identifier: `P-${index}`,
          name: `Projekt ${index}`,
          companyId,
          currency: 'EUR',
        },
      }),
    );
  }
  const contactIds: number[] = [];
  for (const firstname of ['Erika', 'Hans']) {
    const contact = await prisma.contact.create({
      data: { ...data, companyId: companyIds[0], userId: user.id, firstname, lastname: 'Muster' },
    });
    contactIds.push(contact.id);
  }
  const dealIds: number[] = [];
  for (const name of ['Deal', 'Second deal']) {
    const created = await prisma.deal.create({
      data: {
        ...data,
        name,
        currency: 'EUR',
        money: '1000.5',
        companyId: companyIds[0],
        userId: user.id,
        contactId: contactIds[0],
      },
    });
    dealIds.push(created.id);
  }
  const deal = { id: dealIds[0] };
  for (const project of projects)
    await prisma.project.update({
      where: { id: project.id },
      data: {
        leaderId: userId,
        coLeaderId: user.id,
        contactId: contactIds[0],
        secondaryContactId: contactIds[1],
        billingContactId: contactIds[0],
        dealId: deal.id,
        budget: '12345.67',
      },
    });
  await prisma.projectTask.create({
    data: { ...data, projectId: projects[1].id, name: 'Zweite', hourlyRate: '120.5' },
  });
  const task = await prisma.projectTask.create({
    data: { ...data, projectId: projects[0].id, name: 'Umsetzung' },
  });
  // Two project groups, the first with both projects; two contracts on the first project.
  const groups = [];
  for (const [name, groupUserId, companyId] of [
    ['Programm', userId, companyIds[0]],
    ['Zweites Programm', null, null],
  ] as const)
    groups.push(
      await prisma.projectGroup.create({
        data: { ...data, name, userId: groupUserId, companyId, currency: 'EUR', budget: '5000.5' },
      }),
    );
  await prisma.project.updateMany({
    where: { id: { in: projects.map((project) => project.id) } },
    data: { projectGroupId: groups[0].id },
  });
  for (const contractUserId of [userId, user.id])
    await prisma.projectContract.create({
      data: {
        ...data,
        projectId: projects[0].id,
        userId: contractUserId,
        budget: '1000.5',
        hourlyRate: '120.25',
      },
    });
  const pdf = async (
    documentKind: 'invoice' | 'offer' | 'invoice_reminder',
    documentId: number,
  ) => {
    for (const hash of ['first', 'newest']) {
      const file = await prisma.storedFile.create({
        data: {
          ...data,
          filename: `${hash}.pdf`,
          contentType: 'application/pdf',
          size: 1,
          sha256: hash,
          data: Buffer.from('x'),
        },
      });
      await prisma.renderedDocument.create({
        data: {
          ...data,
          documentKind,
          documentId,
          contentHash: `${hash}-${documentId}`,
          fileId: file.id,
        },
      });
    }
  };
  const email = (
    documentKind: 'invoice' | 'invoice_timesheet' | 'offer' | 'invoice_reminder',
    documentId: number,
  ) =>
    prisma.emailDelivery.create({
      data: {
        ...data,
        documentKind,
        documentId,
        userId,
        emailsTo: ['a@kunde.example'],
        emailsCc: ['c@kunde.example', 'd@kunde.example'],
        subject: `Dokument ${documentId}`,
        text: 'Guten Tag',
        sentAt: new Date('2026-03-03T10:11:12.345Z'),
      },
    });

  const invoiceIds: number[] = [];
  const reminderIds: number[] = [];
  for (let index = 0; index < 3; index += 1) {
    const invoice = await prisma.invoice.create({
      data: {
        ...data,
        identifier: `R2600${index}`,
        date: DAY,
        dueDate: DAY,
        servicePeriodFrom: DAY,
        servicePeriodTo: DAY,
        title: `Rechnung ${index}`,
        recipientAddress: 'Kunde Eins AG',
        currency: 'EUR',
        netTotal: '1234567890123.4567',
        grossTotal: '0.1000',
        tax: '19',
        vatCodeId: vat.id,
        discount: '2.5',
        customerId: companyIds[0],
        projectId: projects[0].id,
        userId: user.id,
        internalContactId: userId,
        reversedInvoiceId: invoiceIds.at(-1),
        customProperties: { note: 'x' },
        tags: ['b', 'a'],
      },
    });
    invoiceIds.push(invoice.id);
    for (const sortOrder of [1, 0]) {
      const position = await prisma.invoicePosition.create({
        data: {
          ...data,
          invoiceId: invoice.id,
          sortOrder,
          type: 'item',
          title: `Position ${sortOrder}`,
          quantity: '1.333333',
          unitPrice: '99.9900',
          netTotal: '133.32',
          revenueCategoryId: category.id,
        },
      });
      await prisma.activity.create({
        data: {
          ...data,
          date: DAY,
          hours: '1.5',
          projectId: projects[0].id,
          taskId: task.id,
          userId,
          invoicePositionId: position.id,
        },
      });
      await prisma.expense.create({
        data: {
          ...data,
          projectId: projects[0].id,
          date: DAY,
          title: 'Spesen',
          currency: 'EUR',
          invoicePositionId: position.id,
        },
      });
      await prisma.paymentSchedule.create({
        data: {
          ...data,
          projectId: projects[0].id,
          date: DAY,
          title: sortOrder === 1 ? 'Instalment' : null,
          netTotal: '1250.5000',
          description: '<p>On delivery</p>',
          billed: true,
          invoiceId: invoice.id,
          invoicePositionId: position.id,
        },
      });
    }
    await prisma.invoicePosition.create({
      data: { ...data, invoiceId: invoice.id, sortOrder: 2, type: 'page_break' },
    });
    for (const day of ['2026-03-05', '2026-03-04']) {
      await prisma.invoicePayment.create({
        data: {
          ...data,
          invoiceId: invoice.id,
          date: new Date(day),
          paidTotal: '10.05',
          currency: 'CHF',
        },
      });
      const reminder = await prisma.invoiceReminder.create({
        data: {
          ...data,
          invoiceId: invoice.id,
          title: 'Mahnung',
          date: new Date(day),
          dueDate: new Date(day),
          fee: '5',
        },
      });
      reminderIds.push(reminder.id);
      await email('invoice_reminder', reminder.id);
      await pdf('invoice_reminder', reminder.id);
    }
    await prisma.invoiceDebtCollection.create({
      data: { ...data, invoiceId: invoice.id, userId: user.id, note: 'Inkasso' },
    });
    await email('invoice', invoice.id);
    await email('invoice_timesheet', invoice.id);
    await pdf('invoice', invoice.id);
  }

  const offerIds: number[] = [];
  const confirmationIds: number[] = [];
  for (let index = 0; index < 2; index += 1) {
    const offer = await prisma.offer.create({
      data: {
        ...data,
        identifier: `A2600${index}`,
        date: DAY,
        dueDate: DAY,
        title: `Angebot ${index}`,
        recipientAddress: 'Kunde Eins AG',
        currency: 'EUR',
        tax: '7.7',
        netTotal: '99999999999.9999',
        vatCodeId: vat.id,
        companyId: companyIds[0],
        projectId: projects[0].id,
        dealId: deal.id,
        userId: user.id,
        internalContactId: userId,
      },
    });
    offerIds.push(offer.id);
    for (const sortOrder of [1, 0])
      await prisma.offerPosition.create({
        data: {
          ...data,
          offerId: offer.id,
          sortOrder,
          type: 'item',
          title: `Position ${sortOrder}`,
          quantity: '2',
          unitPrice: '0.0001',
          unitCost: '3.5',
          revenueCategoryId: category.id,
        },
      });
    await prisma.offerPosition.create({
      data: { ...data, offerId: offer.id, sortOrder: 2, type: 'page_break' },
    });
    await prisma.offerCustomerApproval.create({
      data: {
        ...data,
        offerId: offer.id,
        token: `token-${offer.id}`,
        approvedAt: new Date('2026-03-03T01:02:03.004Z'),
        approvedByName: 'Erika',
      },
    });
    const confirmation = await prisma.offerConfirmation.create({
      data: {
        ...data,
        offerId: offer.id,
        identifier: `AB2600${index}`,
        date: DAY,
        title: 'Bestätigung',
        recipientAddress: 'Kunde Eins AG',
        currency: 'EUR',
        tax: '7.7',
        userId: user.id,
      },
    });
    confirmationIds.push(confirmation.id);
    for (const invoiceId of invoiceIds.slice(index, index + 2))
      await prisma.invoice.update({ where: { id: invoiceId }, data: { offerId: offer.id } });
    await email('offer', offer.id);
    await pdf('offer', offer.id);
  }

  const purchaseIds: number[] = [];
  for (let index = 0; index < 2; index += 1) {
    const receiptFile = await prisma.storedFile.create({
      data: {
        ...data,
        filename: 'beleg.pdf',
        contentType: 'application/pdf',
        size: 1,
        sha256: 'r',
        data: Buffer.from('r'),
      },
    });
    const receipt = await prisma.receipt.create({
      data: { ...data, title: 'Beleg', date: DAY, currency: 'EUR', userId, fileId: receiptFile.id },
    });
    const purchase = await prisma.purchase.create({
      data: {
        ...data,
        identifier: `E2600${index}`,
        title: `Einkauf ${index}`,
        date: DAY,
        dueDate: DAY,
        paymentMethod: 'bank_transfer',
        currency: 'EUR',
        netTotal: '100',
        grossTotal: '119.0000',
        companyId: companyIds[1],
        userId: user.id,
        documentFileId: receiptFile.id,
        tags: ['z'],
      },
    });
    purchaseIds.push(purchase.id);
    for (const sortOrder of [1, 0]) {
      const item = await prisma.purchaseItem.create({
        data: {
          ...data,
          purchaseId: purchase.id,
          sortOrder,
          title: `Posten ${sortOrder}`,
          netTotal: '50',
          taxTotal: '9.5',
          grossTotal: '59.5',
          tax: '19',
          vatCodeId: inputVat.id,
          categoryId: purchaseCategory.id,
          receiptId: receipt.id,
        },
      });
      await prisma.expense.create({
        data: {
          ...data,
          projectId: projects[1].id,
          date: DAY,
          title: 'Material',
          currency: 'EUR',
          purchaseId: purchase.id,
          purchaseItemId: item.id,
        },
      });
    }
    await prisma.purchasePayment.create({
      data: { ...data, purchaseId: purchase.id, date: DAY, total: '20.5', currency: 'EUR' },
    });
    await prisma.purchaseRefundRequest.create({
      data: { ...data, purchaseId: purchase.id, userId: user.id, comment: 'bitte' },
    });
    await prisma.creditCardTransaction.create({
      data: {
        ...data,
        purchaseId: purchase.id,
        source: 'card',
        transactionIdentifier: `t${index}`,
        date: DAY,
        amount: '119',
        currency: 'EUR',
      },
    });
    for (const approverId of [userId, user.id])
      await prisma.purchaseApprovalRequest.create({
        data: { ...data, purchaseId: purchase.id, approverId },
      });
  }
  const projectIds = projects.map((project) => project.id);
  // Comments with author and attachment, and one whose author was deleted (user null).
  const note = await prisma.storedFile.create({
    data: {
      ...data,
      filename: 'note.txt',
      contentType: 'text/plain',
      size: 2,
      sha256: '0'.repeat(64),
      data: new Uint8Array([104, 105]),
    },
  });
  const commentIds: number[] = [];
  for (const [userOfComment, attachmentFileId] of [
    [userId, note.id],
    [null, null],
  ] as const)
    commentIds.push(
      (
        await prisma.comment.create({
          data: {
            ...data,
            commentableType: 'Company',
            commentableId: companyIds[0],
            text: '<p>Called</p>',
            userId: userOfComment,
            attachmentFileId,
          },
        })
      ).id,
    );
  // Templates with and without their revenue category, and a second unit holding no one.
  for (const revenueCategoryId of [category.id, null]) {
    await prisma.taskTemplate.create({
      data: { ...data, name: `Design ${revenueCategoryId ?? 'free'}`, revenueCategoryId },
    });
    await prisma.expenseTemplate.create({
      data: {
        ...data,
        title: `Hosting ${revenueCategoryId ?? 'free'}`,
        unit: 'month',
        unitPrice: '49.5',
        unitCost: '20',
        currency: 'EUR',
        revenueCategoryId,
      },
    });
  }
  // Recurring expenses with user and category, and without either.
  for (const [userOfExpense, revenueCategoryId] of [
    [userId, category.id],
    [null, null],
  ] as const) {
    await prisma.recurringExpense.create({
      data: {
        ...data,
        projectId: projectIds[0],
        startDate: DAY,
        recurNextDate: DAY,
        period: 'monthly',
        title: 'Hosting',
        quantity: '2',
        unitPrice: '49.5',
        price: '99',
        currency: 'EUR',
        userId: userOfExpense,
        revenueCategoryId,
      },
    });
  }
  // Purchase drafts: uploaded with user, document and prefill; from the inbox with none of them.
  const upload = await prisma.purchaseDraft.create({
    data: {
      ...data,
      title: 'Upload',
      userId,
      fileId: note.id,
      netTotal: '100.5',
      grossTotal: '119.6',
      prefill: { gross_total: { value: '119.60', found: 'page 1' } },
      prefillStatus: 'done',
    },
  });
  const mail = await prisma.purchaseDraft.create({
    data: { ...data, title: 'Mail', source: 'inbox', emailFrom: 'a@supplier.example' },
  });
  // Purchase budgets with and without categories; planned purchases with every reference (one
  // purchase fulfilling it) and with none.
  const budgets = [];
  for (const categoryIds of [[purchaseCategory.id], []]) {
    budgets.push(
      await prisma.purchaseBudget.create({
        data: {
          ...data,
          title: `Budget ${categoryIds.length}`,
          categories: {
            create: categoryIds.map((purchaseCategoryId) => ({ ...data, purchaseCategoryId })),
          },
        },
      }),
    );
  }
  const plan = await prisma.plannedPurchase.create({
    data: {
      ...data,
      date: DAY,
      frequency: 'monthly',
      title: 'Material',
      netTotal: '120.5',
      currency: 'EUR',
      companyId: companyIds[0],
      purchaseBudgetId: budgets[0].id,
      userId,
    },
  });
  await prisma.plannedPurchase.create({
    data: { ...data, date: DAY, title: 'Fair', netTotal: '900', currency: 'CHF' },
  });
  await prisma.purchase.update({
    where: { id: purchaseIds[0] },
    data: { plannedPurchaseId: plan.id, purchaseBudgetId: budgets[1].id },
  });
  await prisma.unit.create({ data: { ...data, name: 'Back office' } });
  for (const title of ['Website', 'Support']) {
    await prisma.catalogService.create({
      data: {
        ...data,
        title,
        items: {
          create: [
            { ...data, sortOrder: 0, type: 'title', title },
            {
              ...data,
              sortOrder: 1,
              type: 'item',
              title: 'Concept',
              quantity: '8',
              unit: 'h',
              unitPrice: '150',
              revenueCategoryId: category.id,
            },
          ],
        },
      },
    });
  }
  // SEPA mandates (one with a collection of a direct debit run), bank statements and their
  // transactions with a booked payment, a suggestion and a return of the booked one.
  const mandates = [];
  for (const [index, companyId] of companyIds.entries())
    mandates.push(
      await prisma.sepaMandate.create({
        data: {
          ...data,
          companyId,
          reference: `M-${accountId}-${index}`,
          signedOn: DAY,
          iban: 'DE89370400440532013000',
          bic: index === 0 ? 'COBADEFFXXX' : null,
          debtorName: `Kunde ${index}`,
        },
      }),
    );
  const debitRun = await prisma.directDebitRun.create({
    data: { ...data, messageId: `PAIN008-${accountId}`, format: 'pain.008.001.08', xml: '<x/>' },
  });
  await prisma.directDebit.create({
    data: {
      ...data,
      runId: debitRun.id,
      invoiceId: invoiceIds[0],
      mandateId: mandates[0].id,
      endToEndId: `${accountId}-E2E-1`,
      amount: '119.5',
      currency: 'EUR',
      sequenceType: 'FRST',
      collectionDate: DAY,
      status: 'booked',
    },
  });
  const statementIds: number[] = [];
  for (const statementId of ['STMT-1', 'STMT-2'])
    statementIds.push(
      (
        await prisma.bankStatement.create({
          data: {
            ...data,
            filename: `${statementId}.xml`,
            format: 'camt.053.001.08',
            statementId,
            iban: 'DE02120300000000202051',
            accountIdentifier: 'DE02120300000000202051',
            currency: 'EUR',
            fromDate: DAY,
            toDate: DAY,
            openingBalance: '-10.5',
            closingBalance: '109',
            transactionCount: 2,
            importedCount: 2,
          },
        })
      ).id,
    );
  const payment = await prisma.invoicePayment.findFirst({ where: { accountId } });
  const booked = await prisma.bankTransaction.create({
    data: {
      ...data,
      statementId: statementIds[0],
      fingerprint: `ref:${accountId}:1`,
      bankReference: 'B-1',
      bookingDate: DAY,
      valueDate: DAY,
      amount: '119.5',
      currency: 'EUR',
      direction: 'credit',
      endToEndId: `${accountId}-E2E-1`,
      counterpartyName: 'Kunde Eins AG',
      counterpartyIban: 'DE89370400440532013000',
      structuredReference: 'RF18539007547034',
      remittanceText: 'R26000',
      status: 'matched',
      matchRule: 'reference',
      allocations: {
        create: [
          {
            ...data,
            kind: 'payment',
            invoiceId: invoiceIds[0],
            invoicePaymentId: payment?.id ?? null,
            amount: '119.5',
          },
        ],
      },
    },
  });
  await prisma.bankTransaction.create({
    data: {
      ...data,
      statementId: statementIds[0],
      fingerprint: `ref:${accountId}:2`,
      bookingDate: DAY,
      amount: '20.5',
      currency: 'EUR',
      direction: 'debit',
      status: 'suggested',
      matchRule: 'supplier_iban',
      allocations: {
        create: [{ ...data, kind: 'suggestion', purchaseId: purchaseIds[0], amount: '20.5' }],
      },
    },
  });
  await prisma.bankTransaction.create({
    data: {
      ...data,
      statementId: statementIds[1],
      fingerprint: `ref:${accountId}:3`,
      bookingDate: DAY,
      amount: '119.5',
      currency: 'EUR',
      direction: 'debit',
      endToEndId: `${accountId}-E2E-1`,
      returnReason: 'MD06',
      status: 'matched',
      matchRule: 'return',
      reversedTransactionId: booked.id,
    },
  });
  return {
    invoiceIds,
    reminderIds,
    projectIds,
    dealIds,
    contactIds,
    offerIds,
    confirmationIds,
    purchaseIds,
    companyIds,
    commentIds,
    projectGroupIds: groups.map((group) => group.id),
    purchaseDraftIds: [upload.id, mail.id],
  };
}
