// The unit's public entry: other units import only what is exported here (lint rule
// faktura/unit-boundaries), so the unit's other files can change without touching them.
export type { ExpenseTemplateDefaults } from './expense-templates/expense-templates.service';
export { ExpenseTemplatesService } from './expense-templates/expense-templates.service';
export { TemplatesModule } from './templates.module';
