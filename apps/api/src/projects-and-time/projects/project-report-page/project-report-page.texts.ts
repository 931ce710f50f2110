import type { DocumentLanguage } from '@faktura/domain';

/** The page's fixed texts; `{project}` is filled in. */
export interface ProjectReportPageTexts {
  title: string;
  customer: string;
  budgetHeading: string;
  budgetTotal: string;
  budgetUsed: string;
  budgetRemaining: string;
  hoursHeading: string;
  hoursTotal: string;
  hoursBillable: string;
  hoursRemaining: string;
  task: string;
  hours: string;
  noBudget: string;
  invalidTitle: string;
  invalidHeading: string;
  invalidText: string;
}

/** Every text of the page in every document language; a spec checks that none is missing. */
export const PROJECT_REPORT_PAGE_TEXTS: Readonly<Record<DocumentLanguage, ProjectReportPageTexts>> =
  {
    de: {
      title: 'Projektbericht {project}',
      customer: 'Kunde',
      budgetHeading: 'Budget',
      budgetTotal: 'Budget',
      budgetUsed: 'Verbraucht',
      budgetRemaining: 'Verbleibend',
      hoursHeading: 'Stunden',
      hoursTotal: 'Erfasste Stunden',
      hoursBillable: 'Davon verrechenbar',
      hoursRemaining: 'Verbleibende Stunden',
      task: 'Aufgabe',
      hours: 'Stunden',
      noBudget: 'Für dieses Projekt ist kein Budget festgelegt.',
      invalidTitle: 'Link ungültig',
      invalidHeading: 'Dieser Link zum Projektbericht ist nicht gültig',
      invalidText:
        'Der Link wurde vielleicht falsch abgetippt, oder der Bericht wird nicht mehr geteilt. Bitte wenden Sie sich an Ihren Ansprechpartner.',
    },
    en: {
      title: 'Project report {project}',
      customer: 'Customer',
      budgetHeading: 'Budget',
      budgetTotal: 'Budget',
      budgetUsed: 'Used',
      budgetRemaining: 'Remaining',
      hoursHeading: 'Hours',
      hoursTotal: 'Hours booked',
      hoursBillable: 'Of which billable',
      hoursRemaining: 'Hours remaining',
      task: 'Task',
      hours: 'Hours',
      noBudget: 'This project has no budget.',
      invalidTitle: 'Link not valid',
      invalidHeading: 'This project report link is not valid',
      invalidText:
        'The link may have been mistyped, or the report is no longer shared. Please contact your contact person.',
    },
    fr: {
      title: 'Rapport de projet {project}',
      customer: 'Client',
      budgetHeading: 'Budget',
      budgetTotal: 'Budget',
      budgetUsed: 'Utilisé',
      budgetRemaining: 'Restant',
      hoursHeading: 'Heures',
      hoursTotal: 'Heures saisies',
      hoursBillable: 'Dont facturables',
      hoursRemaining: 'Heures restantes',
      task: 'Tâche',
      hours: 'Heures',
      noBudget: "Aucun budget n'est défini pour ce projet.",
      invalidTitle: 'Lien non valable',
      invalidHeading: "Ce lien vers le rapport de projet n'est pas valable",
      invalidText:
        "Le lien a peut-être été mal saisi, ou le rapport n'est plus partagé. Veuillez contacter votre interlocuteur.",
    },
    it: {
      title: 'Rapporto di progetto {project}',
      customer: 'Cliente',
      budgetHeading: 'Budget',
      budgetTotal: 'Budget',
      budgetUsed: 'Utilizzato',
      budgetRemaining: 'Rimanente',
      hoursHeading: 'Ore',
      hoursTotal: 'Ore registrate',
      hoursBillable: 'Di cui fatturabili',
      hoursRemaining: 'Ore rimanenti',
      task: 'Attività',
      hours: 'Ore',
      noBudget: 'Per questo progetto non è definito alcun budget.',
      invalidTitle: 'Link non valido',
      invalidHeading: 'Questo link al rapporto di progetto non è valido',
      invalidText:
        'Il link potrebbe essere stato digitato male, oppure il rapporto non è più condiviso. Si rivolga alla sua persona di contatto.',
    },
  };
