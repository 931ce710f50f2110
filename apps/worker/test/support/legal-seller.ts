import type { PrismaClient } from '@faktura/db';
import { seedSeller } from './invoice-test-data';

/** Everything a German company prints about itself, as GET /account would show it. */
export const GERMAN_SELLER = {
  legalName: 'Muster Software GmbH',
  street: 'Hauptstr. 1',
  zip: '10115',
  city: 'Berlin',
  phone: '+49 30 1234567',
  email: 'info@muster.example',
  website: 'www.muster.example',
  vatIdentifier: 'DE123456789',
  taxNumber: '30/123/45678',
  commercialRegister: 'HRB 12345 B',
  registerCourt: 'Amtsgericht Charlottenburg',
  managingDirectors: ['Anna Muster', 'Ben Beispiel'],
  bankName: 'Berliner Sparkasse',
  iban: 'DE89370400440532013000',
  bic: 'COBADEFFXXX',
};

/** A German seller with complete legal data and an Austrian customer with a VAT ID. */
export async function seedGermanSeller(prisma: PrismaClient) {
  const seller = await seedSeller(prisma, { ...GERMAN_SELLER, countryCode: 'DE' }, 'AT');
  const account = await prisma.account.update({
    where: { id: seller.account.id },
    data: GERMAN_SELLER,
  });
  const customer = await prisma.company.update({
    where: { id: seller.customer.id },
    data: { vatIdentifier: 'ATU12345678' },
  });
  return { ...seller, account, customer };
}
