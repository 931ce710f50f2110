import type { BookableDocument, ChartOfAccounts, DatevHeader } from '../src/index';

/** The header of the golden export: November 2026 of a client with a calendar fiscal year. */
export function goldenHeader(chart: ChartOfAccounts): DatevHeader {
  return {
    consultantNumber: 29098,
    clientNumber: 55003,
    fiscalYearStart: '2026-01-01',
    accountLength: 4,
    from: '2026-11-01',
    to: '2026-11-30',
    label: 'Rechnungen/Ausgaben 11/2026',
    currency: 'EUR',
    createdAt: new Date('2026-12-01T09:30:15.123Z'),
    exportedBy: 'Anna Schäfer',
    chart,
  };
}

/** Office supplies, a purchase category's own account (not an automatic one). */
const OFFICE_SUPPLIES: Record<ChartOfAccounts, number> = { skr03: 4930, skr04: 6815 };

/** One of each case the export must get right. */
export function goldenDocuments(chart: ChartOfAccounts): BookableDocument[] {
  return [
    {
      kind: 'invoice',
      number: 'R260001',
      date: '2026-11-03',
      servicePeriodFrom: '2026-10-01',
      servicePeriodTo: '2026-10-31',
      currency: 'EUR',
      partyAccount: 10000,
      text: 'Müller & Söhne GmbH – Webdesign Oktober',
      documentLink: 'Belege/R260001.pdf',
      lines: [{ net: '1000.00', tax: '190.00', rate: '19', taxCase: 'standard' }],
    },
    {
      kind: 'invoice',
      number: 'R260002',
      date: '2026-11-05',
      currency: 'EUR',
      partyAccount: 10001,
      text: 'Buchhandlung "Lesezeit"; Lektorat',
      documentLink: 'Belege/R260002.pdf',
      lines: [{ net: '250.00', tax: '17.50', rate: '7', taxCase: 'reduced' }],
    },
    {
      kind: 'invoice',
      number: 'R260003',
      date: '2026-11-10',
      servicePeriodFrom: '2026-11-01',
      servicePeriodTo: '2026-11-10',
      currency: 'EUR',
      partyAccount: 10002,
      partyVatId: 'ATU 1234 5678',
      text: 'Wiener Werkstätten OG',
      documentLink: 'Belege/R260003.pdf',
      lines: [{ net: '2000.00', tax: '0.00', rate: '0', taxCase: 'intra_eu' }],
    },
    {
      kind: 'invoice',
      number: 'R260004',
      date: '2026-11-12',
      currency: 'EUR',
      partyAccount: 10003,
      partyVatId: 'NL123456789B01',
      text: 'Studio Amsterdam B.V.',
      documentLink: 'Belege/R260004.pdf',
      lines: [{ net: '1500.00', tax: '0.00', rate: '0', taxCase: 'reverse_charge' }],
    },
    {
      kind: 'credit_note',
      number: 'G260001',
      date: '2026-11-14',
      currency: 'EUR',
      partyAccount: 10000,
      text: 'Gutschrift zu R260001 Müller & Söhne',
      documentLink: 'Belege/G260001.pdf',
      lines: [{ net: '100.00', tax: '19.00', rate: '19', taxCase: 'standard' }],
    },
    {
      kind: 'reminder_fee',
      number: 'M260001',
      date: '2026-11-20',
      currency: 'EUR',
      partyAccount: 10001,
      text: 'Mahngebühr zu R260002',
      documentLink: null,
      lines: [{ net: '5.00', tax: '0.00', rate: '0', taxCase: 'tax_free' }],
    },
    {
      kind: 'purchase',
      number: 'E260001',
      date: '2026-11-21',
      currency: 'EUR',
      partyAccount: 70000,
      text: 'Schäfer Bürobedarf – Papier € 3,50/Pack',
      documentLink: 'Belege/E260001.pdf',
      lines: [
        {
          net: '200.00',
          tax: '38.00',
          rate: '19',
          taxCase: 'standard',
          account: OFFICE_SUPPLIES[chart],
        },
        { net: '50.00', tax: '3.50', rate: '7', taxCase: 'reduced' },
      ],
    },
    {
      kind: 'invoice',
      number: 'R260005',
      date: '2026-11-28',
      servicePeriodFrom: '2026-11-01',
      servicePeriodTo: '2026-11-28',
      currency: 'CHF',
      exchangeRate: '1.0650',
      partyAccount: 10004,
      partyVatId: 'CHE-123.456.789 MWST',
      text: 'Zürcher Kantonalbank',
      documentLink: 'Belege/R260005.pdf',
      lines: [{ net: '800.00', tax: '0.00', rate: '0', taxCase: 'tax_free' }],
    },
  ];
}
