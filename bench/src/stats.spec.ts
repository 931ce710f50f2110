import { median, medianOfRounds, percentile } from './stats';

describe('statistics', () => {
  it('takes the middle value, or the mean of the middle two', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it('interpolates percentiles between the closest ranks', () => {
    const values = [10, 20, 30, 40, 50];
    expect(percentile(values, 0)).toBe(10);
    expect(percentile(values, 100)).toBe(50);
    expect(percentile(values, 25)).toBe(20);
    expect(percentile([1, 2], 99)).toBeCloseTo(1.99);
  });

  it('takes the median of each figure over the rounds on its own', () => {
    const rounds = [
      { requestsPerSecond: 100, p50Ms: 9, p99Ms: 40 },
      { requestsPerSecond: 80, p50Ms: 12, p99Ms: 30 },
      { requestsPerSecond: 120, p50Ms: 10, p99Ms: 90 },
    ];
    expect(medianOfRounds(rounds)).toEqual({ requestsPerSecond: 100, p50Ms: 10, p99Ms: 40 });
  });
});
