import { expectCompletePageTexts } from '../../../../test/support/page-texts';
import { APPROVAL_PAGE_TEXTS } from './approval-page.texts';

describe('approval page texts', () => {
  it('has every text in every language, none empty, with the placeholders of the English one', () => {
    expectCompletePageTexts(APPROVAL_PAGE_TEXTS);
  });
});
