import { DomainError } from './domain-error.js';

describe('DomainError', () => {
  it('is an Error with a code and a message', () => {
    const error = DomainError.rule('No');
    expect(error).toBeInstanceOf(Error);
    expect(error).toBeInstanceOf(DomainError);
    expect(error.name).toBe('DomainError');
    expect(error.code).toBe('rule_violation');
    expect(error.message).toBe('No');
    expect(error.fieldErrors).toEqual({});
  });

  it('carries field errors for validation failures', () => {
    const error = DomainError.validation({ tax: ['must be a number'], discount: ['too big'] });
    expect(error.code).toBe('validation_failed');
    expect(error.fieldErrors).toEqual({ tax: ['must be a number'], discount: ['too big'] });
    expect(error.message).toBe('Validation failed: tax, discount');
  });

  it('copies and freezes the field errors it is given', () => {
    const input = { tax: ['a'] };
    const error = DomainError.validation(input);
    input.tax.push('b');
    expect(error.fieldErrors.tax).toEqual(['a']);
    expect(Object.isFrozen(error.fieldErrors)).toBe(true);
  });

  it.each([
    [DomainError.invalidTransition('x'), 'invalid_transition', 'x'],
    [DomainError.notFound(), 'not_found', 'Not found'],
    [DomainError.conflict('dup'), 'conflict', 'dup'],
    [DomainError.forbidden(), 'forbidden', 'Access denied'],
    [DomainError.tooLarge('big'), 'too_large', 'big'],
    [DomainError.unavailable('later'), 'unavailable', 'later'],
  ])('factory builds %#', (error, code, message) => {
    expect(error.code).toBe(code);
    expect(error.message).toBe(message);
  });

  it('recognises domain errors with is()', () => {
    expect(DomainError.is(DomainError.notFound())).toBe(true);
    expect(DomainError.is(new Error('x'))).toBe(false);
    expect(DomainError.is('x')).toBe(false);
    const foreign = Object.assign(new Error('x'), { name: 'DomainError', code: 'conflict' });
    expect(DomainError.is(foreign)).toBe(true);
  });
});
