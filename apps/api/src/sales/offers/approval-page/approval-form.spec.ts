import { readApprovalForm } from './approval-form';

describe('readApprovalForm', () => {
  it('trims name and e-mail and accepts a form without an address', () => {
    expect(readApprovalForm({ name: '  Ada ', email: ' ', confirm: 'yes' })).toEqual({
      name: 'Ada',
      email: '',
      errors: [],
    });
  });

  it('names every problem at once, in the order of the form, with its field', () => {
    expect(readApprovalForm({ name: 'x'.repeat(201), email: 'no-at-sign' }).errors).toEqual([
      { field: 'name', message: 'nameTooLong' },
      { field: 'email', message: 'emailInvalid' },
      { field: 'confirm', message: 'confirmMissing' },
    ]);
    expect(readApprovalForm({ name: 7, email: `${'a'.repeat(250)}@b.ch`, confirm: 'yes' })).toEqual(
      {
        name: '',
        email: `${'a'.repeat(250)}@b.ch`,
        errors: [
          { field: 'name', message: 'nameMissing' },
          { field: 'email', message: 'emailInvalid' },
        ],
      },
    );
  });
});
