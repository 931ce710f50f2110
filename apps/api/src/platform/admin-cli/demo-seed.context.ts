import type { Account, CustomFieldEntity, Prisma } from '@faktura/db';
import type { AccountTx } from '../database';
import { slugFromName } from './account-slug.format';
import type { DemoPerson } from './demo-data.catalog';

/** What the parts of seed-demo share while they fill one batch. */
export interface SeedContext {
  tx: AccountTx;
  account: Account;
  today: Date;
  /** Name suffix of this batch: empty for the first, " (2)" for the second, ... */
  suffix: string;
  customFields: (entity: CustomFieldEntity, index: number) => Prisma.InputJsonObject;
}

/** firstname.lastname in ASCII: "Tobias Krüger" -> tobias.krueger. */
export function emailName(person: DemoPerson): string {
  return `${slugFromName(person.firstname)}.${slugFromName(person.lastname)}`;
}
