/** The fixed material seed-demo builds one batch from (German agency with DACH customers). */

/** Marks seeded companies, projects and expenses, so demo rows can be found (and removed). */
export const DEMO_TAG = 'demo';

export interface DemoPerson {
  firstname: string;
  lastname: string;
  female: boolean;
  jobPosition: string;
}

export interface DemoCompany {
  name: string;
  address: string;
  countryCode: string;
  vatIdentifier: string | null;
  website: string;
  phone: string;
  /** Used when the account has this currency, otherwise the account's default currency. */
  currency?: string;
  tags: string[];
  invoiceDueDays: number | null;
  contacts: DemoPerson[];
}

export interface DemoProject {
  /** Index into DEMO_CUSTOMERS. */
  customer: number;
  name: string;
  hourlyRate: string;
  tags: string[];
}

export interface DemoExpense {
  title: string;
  unit: string;
  quantity: string;
  unitPrice: string;
  unitCost: string;
  billable: boolean;
}

const person = (firstname: string, lastname: string, female: boolean, jobPosition: string) => ({
  firstname,
  lastname,
  female,
  jobPosition,
});

export const DEMO_TEAM: DemoPerson[] = [
  person('Anna', 'Becker', true, 'Projektleitung'),
  person('Jonas', 'Wolf', false, 'Entwicklung'),
  person('Lea', 'Hoffmann', true, 'Design'),
  person('Felix', 'Neumann', false, 'Beratung'),
];

export const DEMO_CUSTOMERS: DemoCompany[] = [
  {
    name: 'Nordlicht Medien GmbH',
    address: 'Nordlicht Medien GmbH\nHafenstraße 12\n20457 Hamburg',
    countryCode: 'DE',
    vatIdentifier: 'DE287654321',
    website: 'https://nordlicht-medien.example',
    phone: '+49 40 3290 1100',
    tags: ['agency', 'key-account'],
    invoiceDueDays: 14,
    contacts: [
      person('Katrin', 'Lorenz', true, 'Geschäftsführerin'),
      person('Tobias', 'Krüger', false, 'Marketingleiter'),
    ],
  },
  {
    name: 'Bergmann & Partner Architekten',
    address: 'Bergmann & Partner Architekten\nLeopoldstraße 88\n80802 München',
    countryCode: 'DE',
    vatIdentifier: 'DE301122334',
    website: 'https://bergmann-partner.example',
    phone: '+49 89 2441 870',
    tags: ['architecture'],
    invoiceDueDays: null,
    contacts: [
      person('Stefan', 'Bergmann', false, 'Partner'),
      person('Miriam', 'Yilmaz', true, 'Office Management'),
    ],
  },
  {
    name: 'Alpenblick Hotels AG',
    address: 'Alpenblick Hotels AG\nBahnhofstrasse 21\n8001 Zürich\nSchweiz',
    countryCode: 'CH',
    vatIdentifier: 'CHE-123.456.789 MWST',
    website: 'https://alpenblick-hotels.example',
    phone: '+41 44 555 21 00',
    currency: 'CHF',
    tags: ['hospitality', 'international'],
    invoiceDueDays: 30,
    contacts: [
      person('Reto', 'Baumann', false, 'Leiter Digital'),
      person('Claudia', 'Meier', true, 'Einkauf'),
    ],
  },
  {
    name: 'Grünwerk Energie eG',
    address: 'Grünwerk Energie eG\nAm Kanal 5\n14467 Potsdam',
    countryCode: 'DE',
    vatIdentifier: null,
    website: 'https://gruenwerk-energie.example',
    phone: '+49 331 7040 50',
    tags: ['energy', 'cooperative'],
    invoiceDueDays: 21,
    contacts: [
      person('Jana', 'Schulze', true, 'Vorstand'),
      person('Martin', 'Vogel', false, 'Kommunikation'),
    ],
  },
  {
    name: 'Brightside Retail Ltd',
    address: 'Brightside Retail Ltd\n14 King Street\nDublin 2\nIreland',
    countryCode: 'IE',
    vatIdentifier: 'IE6388047V',
    website: 'https://brightside-retail.example',
    phone: '+353 1 555 0142',
    tags: ['retail', 'international'],
    invoiceDueDays: null,
    contacts: [
      person('Siobhan', 'Kelly', true, 'Head of E-Commerce'),
      person('Liam', 'Byrne', false, 'Procurement'),
    ],
  },
];

export const DEMO_SUPPLIERS: DemoCompany[] = [
  {
    name: 'Serverhaus Hosting GmbH',
    address: 'Serverhaus Hosting GmbH\nKölner Straße 3\n40211 Düsseldorf',
    countryCode: 'DE',
    vatIdentifier: 'DE255443322',
    website: 'https://serverhaus.example',
    phone: '+49 211 9988 00',
    tags: ['hosting'],
    invoiceDueDays: null,
    contacts: [person('Nico', 'Hartmann', false, 'Kundenbetreuung')],
  },
  {
    name: 'Papierwerk Druckerei KG',
    address: 'Papierwerk Druckerei KG\nIndustriestraße 40\n70565 Stuttgart',
    countryCode: 'DE',
    vatIdentifier: 'DE199887766',
    website: 'https://papierwerk.example',
    phone: '+49 711 7820 33',
    tags: ['print'],
    invoiceDueDays: null,
    contacts: [person('Sabine', 'Roth', true, 'Auftragsannahme')],
  },
  {
    name: 'Bildquelle Stock Media',
    address: 'Bildquelle Stock Media GmbH\nTorstraße 101\n10119 Berlin',
    countryCode: 'DE',
    vatIdentifier: 'DE312233445',
    website: 'https://bildquelle.example',
    phone: '+49 30 4401 2200',
    tags: ['stock-media', 'licences'],
    invoiceDueDays: null,
    contacts: [person('Emre', 'Aydin', false, 'Lizenzen')],
  },
];

export const DEMO_PROJECTS: DemoProject[] = [
  { customer: 0, name: 'Website-Relaunch', hourlyRate: '110', tags: ['web', 'fixed-budget'] },
  { customer: 1, name: 'Corporate Design', hourlyRate: '95', tags: ['design'] },
  { customer: 2, name: 'Buchungsstrecke Hotel-App', hourlyRate: '135', tags: ['app'] },
  { customer: 3, name: 'Intranet & Wissensdatenbank', hourlyRate: '100', tags: ['web'] },
];

/** Tasks of every demo project; project management is booked but not billed. */
export const DEMO_TASKS = [
  { name: 'Konzeption', billable: true },
  { name: 'Design & Umsetzung', billable: true },
  { name: 'Projektmanagement', billable: false },
];

export const DEMO_ACTIVITY_TEXTS = [
  'Workshop mit dem Kunden vorbereitet und durchgeführt',
  'Wireframes überarbeitet',
  'Komponenten umgesetzt und getestet',
  'Abstimmung zum Projektstand',
  'Feedback eingearbeitet',
  'Review und Qualitätssicherung',
  'Inhalte migriert',
];

/** Hours as entered on timesheets: quarter hours, never floats. */
export const DEMO_HOURS = ['1.5', '2.25', '3', '0.75', '4.5', '6', '2.5', '7.25', '1', '3.75'];

/** An expense of the catalog; most are billed to the customer. */
const expense = (
  title: string,
  unit: string,
  quantity: string,
  unitPrice: string,
  unitCost: string,
  billable = true,
): DemoExpense => ({ title, unit, quantity, unitPrice, unitCost, billable });

// title, unit, quantity, unit price, unit cost (, billable)
export const DEMO_EXPENSES: DemoExpense[] = [
  expense('Hosting (monatlich)', 'Monat', '1', '49.9', '29.9'),
  expense('Stockfotos', 'Bild', '6', '35', '25.5'),
  expense('Bahnfahrt zum Kunden', 'Fahrt', '2', '129.9', '129.9'),
  expense('Broschürendruck', 'Stück', '500', '0.85', '0.62'),
  expense('Domainregistrierung', 'Jahr', '1', '24', '12.49'),
  expense('Schriftlizenz', 'Lizenz', '1', '180', '150'),
  expense('Teilnehmende Usability-Test', 'Person', '5', '80', '60'),
  expense('Catering Workshop', 'Person', '12', '18.5', '18.5', false),
];
