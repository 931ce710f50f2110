import { formatAmount, formatFixed, formatPercent, fillLabel } from '@faktura/documents';
import {
  Decimal,
  documentLocale,
  type DocumentLanguage,
  type ProjectReport,
} from '@faktura/domain';
import type { ProjectReportRow } from '../project-report/project-report.repository';
import {
  PROJECT_REPORT_PAGE_TEXTS,
  type ProjectReportPageTexts,
} from './project-report-page.texts';

/** What the public page shows, formatted in the account's locale: no internal costs. */
export interface ProjectReportPageView {
  language: DocumentLanguage;
  texts: ProjectReportPageTexts;
  title: string;
  customer: string;
  /** Null when the project has no budget. */
  budget: {
    total: string;
    used: string;
    /** 0..100 for the progress bar; `used` says how far past 100 it went. */
    progress: string;
    remaining: string;
    hoursRemaining: string;
  } | null;
  hoursTotal: string;
  hoursBillable: string;
  tasks: { name: string; hours: string }[];
}

/** The page's view of a project's report, in the language and formats of the account. */
export function projectReportPageView(
  row: ProjectReportRow,
  report: ProjectReport,
): ProjectReportPageView {
  const { language, locale } = documentLocale(row.locale, false);
  const texts = PROJECT_REPORT_PAGE_TEXTS[language];
  const money = (value: ProjectReport['budgetTotal']) =>
    formatAmount(value, report.currency, locale);
  const hours = (value: ProjectReport['hoursTotal']) => formatFixed(value, 2, locale);
  const progress = report.budgetProgressInPercentage;
  return {
    language,
    texts,
    title: fillLabel(texts.title, { project: `${row.identifier} ${row.name}` }),
    customer: row.customerName,
    budget: report.budgetTotal.gt(0)
      ? {
          total: money(report.budgetTotal),
          used: formatPercent(progress, locale),
          progress: Decimal.max(0, Decimal.min(100, progress)).toFixed(),
          remaining: money(report.budgetRemaining),
          hoursRemaining: hours(report.hoursRemaining),
        }
      : null,
    hoursTotal: hours(report.hoursTotal),
    hoursBillable: hours(report.hoursBillable),
    tasks: report.costsByTask.map((task) => ({ name: task.name, hours: hours(task.hoursTotal) })),
  };
}
