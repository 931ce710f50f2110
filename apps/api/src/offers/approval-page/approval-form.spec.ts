import { readApprovalForm } from './approval-form';

describe('readApprovalForm', () => {
  it('trims name and e-mail and accepts a form without an address', () => {
    expect(readApprovalForm({ name: '  Ada ', email: ' ', confirm: 'yes' })).toEqual({
      name: 'Ada',
      email: '',
      errors: [],
    });
  });

  it('names every problem at once, in the order of the form', () => {
    expect(readApprovalForm({ name: 'x'.repeat(201), email: 'no-at-sign' }).errors).toEqual([
      'Your name can have at most 200 characters.',
      'Please enter a valid e-mail address, or none.',
      'Please tick the box to confirm that you accept.',
    ]);
    expect(readApprovalForm({ name: 7, email: `${'a'.repeat(250)}@b.ch`, confirm: 'yes' })).toEqual(
      {
        name: '',
        email: `${'a'.repeat(250)}@b.ch`,
        errors: ['Please enter your name.', 'Please enter a valid e-mail address, or none.'],
      },
    );
  });
});
