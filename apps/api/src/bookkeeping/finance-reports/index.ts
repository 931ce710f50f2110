// The unit's public entry: other units import only what is exported here (lint rule
// faktura/unit-boundaries).
export { FinanceReportsModule } from './finance-reports.module';
