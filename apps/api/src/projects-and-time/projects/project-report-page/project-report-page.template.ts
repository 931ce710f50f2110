import { escapeHtmlText } from '@faktura/domain';
import { PUBLIC_PAGE_STYLE, publicPageHtml } from '../../../shared/public-pages';
import type { ProjectReportPageView } from './project-report-page.view';
import { PROJECT_REPORT_PAGE_TEXTS } from './project-report-page.texts';

const text = (value: string) => escapeHtmlText(value);

/** The report's own rules after the public pages' base. */
const STYLE = `${PUBLIC_PAGE_STYLE}
.panel + .panel { margin-top: 16px; }
.panel h1 { margin: 0 0 4px; font-size: 22px; }
.figures { display: grid; grid-template-columns: max-content auto; gap: 4px 24px; margin: 0; }
.figures dt { color: #555; }
.figures dd { margin: 0; text-align: right; font-variant-numeric: tabular-nums; }
progress { width: 100%; height: 12px; margin: 12px 0 0; }
table { width: 100%; border-collapse: collapse; margin-top: 12px; }
th, td { text-align: left; padding: 4px 0; border-bottom: 1px solid #ddd; }
.num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
`;

const figure = (id: string, label: string, value: string) =>
  `<dt>${text(label)}</dt><dd id="${id}">${text(value)}</dd>`;

/** The public project report: budget, its use and the hours booked, without any cost. */
export function projectReportPageHtml(view: ProjectReportPageView): string {
  const t = view.texts;
  const budget = view.budget
    ? `<dl class="figures">
${figure('budget-total', t.budgetTotal, view.budget.total)}
${figure('budget-used', t.budgetUsed, view.budget.used)}
${figure('budget-remaining', t.budgetRemaining, view.budget.remaining)}
</dl>
<progress id="budget-progress" max="100" value="${text(view.budget.progress)}">${text(view.budget.used)}</progress>`
    : `<p id="no-budget">${text(t.noBudget)}</p>`;
  const remaining = view.budget
    ? `\n${figure('hours-remaining', t.hoursRemaining, view.budget.hoursRemaining)}`
    : '';
  const tasks = view.tasks
    .map((task) => `<tr><td>${text(task.name)}</td><td class="num">${text(task.hours)}</td></tr>`)
    .join('\n');
  return publicPageHtml(
    view.language,
    view.title,
    STYLE,
    `<main>
<section class="panel">
<h1>${text(view.title)}</h1>
<p>${text(t.customer)}: <span id="customer">${text(view.customer)}</span></p>
</section>
<section class="panel">
<h2>${text(t.budgetHeading)}</h2>
${budget}
</section>
<section class="panel">
<h2>${text(t.hoursHeading)}</h2>
<dl class="figures">
${figure('hours-total', t.hoursTotal, view.hoursTotal)}
${figure('hours-billable', t.hoursBillable, view.hoursBillable)}${remaining}
</dl>
<table id="tasks"><thead><tr><th>${text(t.task)}</th><th class="num">${text(t.hours)}</th></tr></thead>
<tbody>
${tasks}
</tbody></table>
</section>
</main>`,
  );
}

/** What an unknown, disabled or mistyped link shows: no detail on which of these it is. */
export function invalidProjectReportPageHtml(language: ProjectReportPageView['language']): string {
  const t = PROJECT_REPORT_PAGE_TEXTS[language];
  return publicPageHtml(
    language,
    t.invalidTitle,
    PUBLIC_PAGE_STYLE,
    `<section class="panel">
<h2>${text(t.invalidHeading)}</h2>
<p>${text(t.invalidText)}</p>
</section>`,
  );
}
