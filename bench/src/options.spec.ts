import { benchOptions, scaled } from './options';

describe('bench options', () => {
  it('defaults to this checkout, every scenario, full scale, 3 rounds of 5 s at 16 connections', () => {
    expect(benchOptions([], {}, '/repo')).toEqual({
      appDir: '/repo',
      only: [],
      scale: 1,
      rounds: 3,
      seconds: 5,
      connections: 16,
      before: null,
    });
  });

  it('reads --app and --only, with a space or an equals sign', () => {
    const options = benchOptions(['--app', '/old', '--only=invoices, offers'], {}, '/repo');
    expect(options.appDir).toBe('/old');
    expect(options.only).toEqual(['invoices', 'offers']);
  });

  it('resolves a relative --app where pnpm was started (INIT_CWD), not in bench/', () => {
    const options = benchOptions(['--app', '../old'], { INIT_CWD: '/work/repo' }, '/repo');
    expect(options.appDir).toBe('/work/old');
  });

  it('reads BENCH_SCALE, BENCH_ROUNDS and BENCH_SECONDS', () => {
    const env = { BENCH_SCALE: '0.01', BENCH_ROUNDS: '2', BENCH_SECONDS: '1.5' };
    expect(benchOptions([], env, '/repo')).toMatchObject({ scale: 0.01, rounds: 2, seconds: 1.5 });
  });

  it('refuses unknown arguments, missing values and sizes that make no sense', () => {
    expect(() => benchOptions(['--fast'], {}, '/repo')).toThrow('unknown argument --fast');
    expect(() => benchOptions(['--only'], {}, '/repo')).toThrow('--only needs a value');
    expect(() => benchOptions([], { BENCH_SCALE: '2' }, '/repo')).toThrow('at most 1');
    expect(() => benchOptions([], { BENCH_ROUNDS: '0' }, '/repo')).toThrow('positive');
  });

  it('scales sizes and keeps a few rows at a tiny scale', () => {
    expect(scaled(1_000_000, 1)).toBe(1_000_000);
    expect(scaled(5_000, 0.01)).toBe(50);
    expect(scaled(100, 0.01)).toBe(10);
    expect(scaled(100, 0.01, 2)).toBe(2);
  });
});
