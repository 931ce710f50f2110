import { assertMayChangeComment } from './comment-access.rule';

describe('assertMayChangeComment', () => {
  it('lets the author change a comment', () => {
    expect(() => assertMayChangeComment({ manual: true, userId: 7 }, 7)).not.toThrow();
  });

  it('refuses other users with 403', () => {
    expect(() => assertMayChangeComment({ manual: true, userId: 7 }, 8)).toThrow(
      expect.objectContaining({ code: 'forbidden' }),
    );
  });

  it('lets anyone tidy a comment whose author was deleted', () => {
    expect(() => assertMayChangeComment({ manual: true, userId: null }, 8)).not.toThrow();
  });

  it('refuses every change of a comment the system wrote', () => {
    for (const userId of [7, null])
      expect(() => assertMayChangeComment({ manual: false, userId }, 7)).toThrow(
        expect.objectContaining({ code: 'rule_violation' }),
      );
  });
});
