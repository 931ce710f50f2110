import { expectCompletePageTexts } from '../../../../test/support/page-texts';
import { PROJECT_REPORT_PAGE_TEXTS } from './project-report-page.texts';

describe('project report page texts', () => {
  it('has every text in every language, none empty, with the placeholders of the English one', () => {
    expectCompletePageTexts(PROJECT_REPORT_PAGE_TEXTS);
  });
});
