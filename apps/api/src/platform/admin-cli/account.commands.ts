import { join } from 'node:path';
import { DemoAccountSeeder } from './demo-account.seeder';
import { AccountCreationService } from './account-creation.service';
import { accountDefaultsFor } from './account-defaults.catalog';
import { accountCommand, type AdminCommand } from './admin-command';
import { ApiKeyAdminService } from './api-key-admin.service';
import { readCurrency, readEmail, readText } from './cli-args.parser';
import { DemoDataSeeder } from './demo-data.seeder';
import { seedDemoRatesAndTemplates } from './demo-rates.seeder';

export const createAccountCommand: AdminCommand = {
  name: 'create-account',
  usage:
    '--name <name> [--currency EUR] [--email <first user e-mail>] [--firstname <text>] [--lastname <text>]',
  summary:
    'Create an account with VAT codes, the White letter paper, a first user and a full API key',
  options: {
    name: { type: 'string', required: true },
    currency: { type: 'string' },
    email: { type: 'string' },
    firstname: { type: 'string' },
    lastname: { type: 'string' },
  },
  async run({ args, out, prisma }) {
    const { options } = args;
    const name = readText(options.name as string, '--name');
    const currency = readCurrency((options.currency as string | undefined) ?? 'EUR', '--currency');
    const text = (option: string, fallback: string) =>
      options[option] === undefined ? fallback : readText(options[option] as string, `--${option}`);
    const firstUser = {
      firstname: text('firstname', 'Account'),
      lastname: text('lastname', 'Owner'),
      email:
        options.email === undefined ? undefined : readEmail(options.email as string, '--email'),
    };
    const created = await prisma().$transaction(async (tx) => {
      const setup = await new AccountCreationService().create(tx, {
        name,
        currencies: [currency],
        firstUser,
      });
      const issued = await new ApiKeyAdminService().issue(tx, {
        accountId: setup.account.id,
        userId: setup.user.id,
        kind: 'full',
        name: 'Initial key (faktura create-account)',
      });
      return { ...setup, issued };
    });
    const { account, user, issued } = created;
    const country = accountDefaultsFor(currency).countryCode;
    out(
      `Created account ${account.id} "${account.name}" (slug ${account.slug}, ${currency}, ${country}).`,
    );
    out(`First user: ${user.id} ${user.firstname} ${user.lastname} <${user.email}>`);
    out(`Sales VAT codes: ${created.salesVatCodes.join(', ')}`);
    out(`Purchase VAT codes: ${created.purchaseVatCodes.join(', ')}`);
    out(`Letter paper: ${created.letterPaper.name}`);
    out(`Full API key ${issued.key.id} for user ${user.id}; shown only now, store it safely.`);
    out(`API key: ${issued.plain}`);
  },
};

export const seedDemoCommand = accountCommand({
  name: 'seed-demo',
  summary: 'Add a batch of realistic demo data (customers, suppliers, projects, time, expenses)',
  async run(accountId, { out, prisma }) {
    const summary = await new DemoDataSeeder(prisma()).seed(accountId);
    out(`Seeded demo data into account ${accountId} (batch ${summary.batch}):`);
    out(`  users       ${summary.users} (${summary.newUsers} new)`);
    out(`  customers   ${summary.customers}`);
    out(`  suppliers   ${summary.suppliers}`);
    out(`  contacts    ${summary.contacts}`);
    out(`  projects    ${summary.projects} (${summary.projectIdentifiers.join(', ')})`);
    out(`  tasks       ${summary.tasks}`);
    out(`  activities  ${summary.activities} (${summary.hours} hours)`);
    out(`  expenses    ${summary.expenses}`);
  },
});

export const demoCommand: AdminCommand = {
  name: 'demo',
  usage: '',
  summary: 'Create the demo account of npm start on first use and print its API key',
  options: {},
  async run({ env, out, prisma }) {
    const dataDir = env.FAKTURA_DATA_DIR || 'data';
    const access = await new DemoAccountSeeder(prisma(), join(dataDir, 'demo-api-key')).ensure();
    if (access.created) {
      await seedDemoRatesAndTemplates(prisma(), access.accountId);
      out('Created the demo account "Demo GmbH".');
    }
    out(`API key: ${access.apiKey}`);
  },
};
