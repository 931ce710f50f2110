import {
  activityTimerTransition,
  assertTimerKeepsUser,
  elapsedSeconds,
} from './activity-timer.machine.js';
import { DomainError } from './domain-error.js';

const now = new Date('2026-12-05T10:00:00.000Z');
const stopped = { date: '2026-12-05', billed: false, timerStartedAt: null };
const running = { ...stopped, timerStartedAt: new Date('2026-12-05T09:15:00.000Z') };

describe('activityTimerTransition', () => {
  it('starts the timer of an unbilled activity of today at now, adding nothing', () => {
    expect(activityTimerTransition(stopped, { type: 'start', now, today: '2026-12-05' })).toEqual({
      timerStartedAt: now,
      addedSeconds: 0,
    });
  });

  it.each([
    ['a billed activity', { ...stopped, billed: true }, 'A billed activity cannot be changed'],
    ['a running timer', running, 'The timer of the activity is already running'],
    [
      'an activity of another day',
      { ...stopped, date: '2026-12-04' },
      'A timer can only be started on an activity of today',
    ],
  ])('refuses to start %s', (_case, state, message) => {
    const start = () => activityTimerTransition(state, { type: 'start', now, today: '2026-12-05' });
    expect(start).toThrow(DomainError);
    expect(start).toThrow(message);
  });

  it('stops a running timer, adding the elapsed whole seconds', () => {
    expect(activityTimerTransition(running, { type: 'stop', now })).toEqual({
      timerStartedAt: null,
      addedSeconds: 2700,
    });
  });

  it('stops the timer of a billed activity without changing its billed time', () => {
    const billed = { ...running, billed: true };
    expect(activityTimerTransition(billed, { type: 'stop', now })).toEqual({
      timerStartedAt: null,
      addedSeconds: 0,
    });
  });

  it('refuses to stop a timer that is not running, and unknown events', () => {
    expect(() => activityTimerTransition(stopped, { type: 'stop', now })).toThrow(
      'The timer of the activity is not running',
    );
    const unknown = { type: 'pause', now } as unknown as { type: 'stop'; now: Date };
    expect(() => activityTimerTransition(running, unknown)).toThrow(DomainError);
  });
});

describe('elapsedSeconds', () => {
  const start = new Date('2026-12-05T09:00:00.000Z');
  const after = (ms: number) => new Date(start.getTime() + ms);

  it('rounds to the second, half a second up', () => {
    expect(elapsedSeconds(start, after(1_499))).toBe(1);
    expect(elapsedSeconds(start, after(1_500))).toBe(2);
    expect(elapsedSeconds(start, after(3_600_000))).toBe(3600);
  });

  it('counts nothing when the clock went back', () => {
    expect(elapsedSeconds(start, after(-5_000))).toBe(0);
  });
});

describe('assertTimerKeepsUser', () => {
  it('lets an activity without a running timer move, and one with it stay', () => {
    expect(() => assertTimerKeepsUser({ userId: 1, timerStartedAt: null }, 2)).not.toThrow();
    expect(() => assertTimerKeepsUser({ userId: 1, timerStartedAt: now }, 1)).not.toThrow();
  });

  it('refuses to move an activity whose timer runs to another user', () => {
    expect(() => assertTimerKeepsUser({ userId: 1, timerStartedAt: now }, 2)).toThrow(
      'An activity whose timer runs cannot move to another user',
    );
  });
});
