import type { PrismaClient } from '@faktura/db';
import { createFixedCostsService, SetFixedCostsDto } from '../../organisation/fixed-costs';
import { createHourlyRatesService, SetHourlyRatesDto } from '../../organisation/hourly-rates';
import { plainToInstance } from 'class-transformer';
import { AccountDbService } from '../database';

const TASK_TEMPLATES = [
  { name: 'Projektmanagement', billable: true, projectDefault: true, rate: 140 },
  { name: 'Konzeption', billable: true, projectDefault: true, rate: 130 },
  { name: 'Entwicklung', billable: true, projectDefault: false, rate: 120 },
  { name: 'Interne Abstimmung', billable: false, projectDefault: false, rate: null },
];

const EXPENSE_TEMPLATES = [
  { title: 'Hosting', unit: 'Monat', unitPrice: '180', unitCost: '120' },
  { title: 'Fahrtkosten', unit: 'km', unitPrice: '0.42', unitCost: '0.30' },
  { title: 'Softwarelizenz', unit: 'Lizenz', unitPrice: '49', unitCost: '35' },
];

/** Every month of `year` at `amount`. */
const monthly = (year: number, amount: number) =>
  Array.from({ length: 12 }, (_, index) => ({ year, month: index + 1, amount }));

/**
 * The demo account's templates, rates and fixed costs, made once when `faktura demo` creates
 * the account. Rates and fixed costs go through the services of `set-hourly-rates` and
 * `set-fixed-costs`, so the sample data passes the checks an operator's file must pass.
 */
export async function seedDemoRatesAndTemplates(
  prisma: PrismaClient,
  accountId: number,
  year = new Date().getUTCFullYear(),
): Promise<void> {
  const rates: SetHourlyRatesDto['rates'] = [
    { currency: 'EUR', hourly_rate: 120 },
    { currency: 'CHF', hourly_rate: 125 },
  ];
  for (const [index, template] of TASK_TEMPLATES.entries()) {
    const { id } = await prisma.taskTemplate.create({
      data: {
        accountId,
        name: template.name,
        billable: template.billable,
        projectDefault: template.projectDefault,
        index,
      },
    });
    if (template.rate !== null)
      rates.push({ currency: 'EUR', hourly_rate: template.rate, task_template_id: id });
  }
  await prisma.expenseTemplate.createMany({
    data: EXPENSE_TEMPLATES.map((template) => ({ ...template, accountId, currency: 'EUR' })),
  });
  const users = await prisma.user.findMany({ where: { accountId }, orderBy: { id: 'asc' } });
  for (const user of users) {
    rates.push({ currency: 'EUR', hourly_rate: 130, user_id: user.id });
    await prisma.internalHourlyRate.create({
      data: { accountId, userId: user.id, year, rate: '78.5' },
    });
  }
  const db = new AccountDbService(prisma);
  await createHourlyRatesService(db).replaceAll(
    accountId,
    plainToInstance(SetHourlyRatesDto, { rates }),
  );
  await createFixedCostsService(db).replaceAll(
    accountId,
    plainToInstance(SetFixedCostsDto, {
      fixed_costs: [
        {
          title: 'Büromiete',
          description: 'Mietvertrag Friedrichstraße 123',
          payment_day: 1,
          costs: monthly(year, 3500),
        },
        { title: 'Betriebshaftpflicht', payment_day: 15, costs: monthly(year, 180) },
      ],
    }),
  );
}
