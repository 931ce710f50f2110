// The unit's public entry: other units import only what is exported here (lint rule
// faktura/unit-boundaries), so the unit's other files can change without touching them.
export { CompaniesModule } from './companies.module';
export { CompaniesService } from './companies.service';
export type { ListCompaniesQuery } from './dto/list-companies.query';
