import { DomainError } from './domain-error.js';
import { FieldErrorCollector } from './field-errors.collector.js';

const thrown = (collector: FieldErrorCollector): DomainError => {
  try {
    collector.throwIfAny();
  } catch (error) {
    if (DomainError.is(error)) return error;
    throw error;
  }
  throw new Error('nothing was thrown');
};

describe('FieldErrorCollector', () => {
  it('throws nothing while empty', () => {
    const errors = new FieldErrorCollector();
    expect(errors.isEmpty).toBe(true);
    expect(() => errors.throwIfAny()).not.toThrow();
  });

  it('throws one validation error naming every field, messages in the order recorded', () => {
    const errors = new FieldErrorCollector();
    errors.add('b', 'first');
    errors.add('a', 'other');
    errors.add('b', 'second');
    const error = thrown(errors);
    expect(error.code).toBe('validation_failed');
    expect(error.fieldErrors).toEqual({ b: ['first', 'second'], a: ['other'] });
    expect(Object.keys(error.fieldErrors)).toEqual(['b', 'a']);
  });

  it('replace leaves one message and keeps the field in its place', () => {
    const errors = new FieldErrorCollector();
    errors.add('currency', 'is not a currency of the account');
    errors.add('due_date', 'must not be before date');
    errors.replace('currency', 'does not match the currency of the project');
    errors.replace('offer_id', 'has another currency than the invoice');
    const error = thrown(errors);
    expect(Object.entries(error.fieldErrors)).toEqual([
      ['currency', ['does not match the currency of the project']],
      ['due_date', ['must not be before date']],
      ['offer_id', ['has another currency than the invoice']],
    ]);
  });

  it('capture turns validation errors into fields and passes every other error on', () => {
    const errors = new FieldErrorCollector();
    const value = errors.capture(() => {
      throw DomainError.validation({ tax: ['must be between 0 and 100'] });
    }, 'fallback');
    expect(value).toBe('fallback');
    expect(errors.capture(() => 'read', 'fallback')).toBe('read');
    expect(() =>
      errors.capture(() => {
        throw DomainError.notFound();
      }, null),
    ).toThrow(DomainError);
    expect(thrown(errors).fieldErrors).toEqual({ tax: ['must be between 0 and 100'] });
  });
});
