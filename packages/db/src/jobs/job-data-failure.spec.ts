import { jobDataFailureText, readJobDataFailure } from './job-data-failure';

describe('job data failures in last_error', () => {
  it('reads back what was written', () => {
    const failure = {
      message: 'Validation failed: buyer.electronicAddress',
      fields: { 'buyer.electronicAddress': ['is required for UBL'] },
    };
    const text = jobDataFailureText(failure);
    expect(text).toMatch(/^data error: /);
    expect(readJobDataFailure(text)).toEqual(failure);
  });

  it('is null for other errors, none, and a broken record', () => {
    expect(readJobDataFailure(null)).toBeNull();
    expect(readJobDataFailure('connect ECONNREFUSED')).toBeNull();
    expect(readJobDataFailure('data error: {not json')).toBeNull();
    expect(readJobDataFailure('data error: {"message":"x","fields":{"a":[1]}}')).toBeNull();
    expect(readJobDataFailure('data error: {"fields":{}}')).toBeNull();
  });
});
