import { FieldErrorCollector } from '../field-errors.collector.js';
import {
  checkDunningLevels,
  DEFAULT_DUNNING_LEVELS,
  dunningTextFor,
  type DunningLevel,
} from './dunning-levels.js';
import {
  type DunnedInvoice,
  dunningInterestLine,
  dunningLetterDates,
  planDunning,
} from './dunning.plan.js';

const schedule = { enabled: true, levels: DEFAULT_DUNNING_LEVELS };
const overdue: DunnedInvoice = {
  status: 'overdue',
  dueDate: '2026-03-01',
  openAmount: '119.00',
  reversed: false,
  isReversal: false,
  debtCollection: false,
  pause: null,
  level: 0,
  levelDate: null,
};

describe('planDunning', () => {
  it('makes the friendly reminder due 7 days after the due date', () => {
    expect(planDunning(overdue, schedule, '2026-03-07')).toEqual({
      level: 0,
      next: { level: 1, date: '2026-03-08' },
      due: false,
    });
    expect(planDunning(overdue, schedule, '2026-03-08').due).toBe(true);
  });

  it('spaces a late run by the levels distance after the previous letter', () => {
    // The first level went out late, on day 30: the second waits its 14 days after it.
    const late = { ...overdue, level: 1, levelDate: '2026-03-31' };
    expect(planDunning(late, schedule, '2026-04-10').next).toEqual({
      level: 2,
      date: '2026-04-14',
    });
    // On time, the due date decides.
    const onTime = { ...overdue, level: 1, levelDate: '2026-03-08' };
    expect(planDunning(onTime, schedule, '2026-03-22')).toMatchObject({
      next: { level: 2, date: '2026-03-22' },
      due: true,
    });
  });

  it('stops after the last level', () => {
    const last = { ...overdue, level: 3, levelDate: '2026-04-05' };
    expect(planDunning(last, schedule, '2027-01-01')).toEqual({ level: 3, next: null, due: false });
  });

  it.each<[string, Partial<DunnedInvoice>]>([
    ['paid', { status: 'paid' }],
    ['a draft', { status: 'draft' }],
    ['created but never sent', { status: 'created' }],
    ['nothing open', { openAmount: '0' }],
    ['reversed', { reversed: true }],
    ['a reversal', { isReversal: true }],
    ['in debt collection', { debtCollection: true }],
    ['paused until resumed', { pause: { until: null } }],
    [
      'in a pending direct debit',
      { directDebit: { pending: true, announced: true, returned: true } },
    ],
    [
      'announced to be debited (pre-notification)',
      { directDebit: { pending: false, announced: true, returned: false } },
    ],
  ])('plans nothing for an invoice that is %s', (_name, change) => {
    expect(planDunning({ ...overdue, ...change }, schedule, '2027-01-01').next).toBeNull();
  });

  it('duns a direct debit invoice once its collection came back, and one never announced', () => {
    const returned = { pending: false, announced: true, returned: true };
    const transfer = { pending: false, announced: false, returned: false };
    for (const directDebit of [returned, transfer]) {
      expect(planDunning({ ...overdue, directDebit }, schedule, '2027-01-01').next).toEqual(
        planDunning(overdue, schedule, '2027-01-01').next,
      );
    }
  });

  it('plans nothing when the account has dunning off', () => {
    expect(planDunning(overdue, { ...schedule, enabled: false }, '2027-01-01').next).toBeNull();
  });

  it('waits for the day after a pause ends, and keeps a later due day', () => {
    const paused = { ...overdue, pause: { until: '2026-03-20' } };
    expect(planDunning(paused, schedule, '2026-03-20')).toMatchObject({
      next: { level: 1, date: '2026-03-21' },
      due: false,
    });
    const shortPause = { ...overdue, pause: { until: '2026-03-02' } };
    expect(planDunning(shortPause, schedule, '2026-03-08').next?.date).toBe('2026-03-08');
  });

  it('dates a letter today and asks for payment 10 days later', () => {
    expect(dunningLetterDates('2026-12-28')).toEqual({ date: '2026-12-28', dueDate: '2027-01-07' });
  });
});

describe('dunning levels', () => {
  const level = (days: number, fee = '0'): DunningLevel => ({
    days,
    fee,
    interest: false,
    texts: { de: { subject: 'Mahnung', text: '' } },
  });
  const errorsOf = (levels: DunningLevel[]) => {
    const errors = new FieldErrorCollector();
    checkDunningLevels(levels, errors);
    try {
      errors.throwIfAny();
      return {};
    } catch (error) {
      return (error as { fieldErrors: Record<string, string[]> }).fieldErrors;
    }
  };

  it('accepts the defaults: 7, 21 and 35 days with 0, 5 and 10 and interest on the last', () => {
    expect(errorsOf([...DEFAULT_DUNNING_LEVELS])).toEqual({});
    expect(DEFAULT_DUNNING_LEVELS.map((l) => [l.days, l.fee, l.interest])).toEqual([
      [7, '0', false],
      [21, '5.00', false],
      [35, '10.00', true],
    ]);
  });

  it('names each broken field', () => {
    expect(Object.keys(errorsOf([]))).toEqual(['levels']);
    expect(Object.keys(errorsOf([1, 2, 3, 4, 5, 6].map((d) => level(d))))).toEqual(['levels']);
    expect(errorsOf([level(7), level(7), level(0)])).toEqual({
      'levels[1].days': ['must be more than the days of the level before'],
      'levels[2].days': ['must be a whole number from 1 to 3650'],
    });
    expect(Object.keys(errorsOf([level(7, '-1')]))).toEqual(['levels[0].fee']);
    expect(Object.keys(errorsOf([{ ...level(7), texts: {} }]))).toEqual(['levels[0].texts']);
    const blank = { ...level(7), texts: { fr: { subject: ' ', text: 'x' } } };
    expect(Object.keys(errorsOf([blank]))).toEqual(['levels[0].texts.fr.subject']);
  });

  it('writes in the customers language, else English, else the first language given', () => {
    const [friendly] = DEFAULT_DUNNING_LEVELS;
    expect(dunningTextFor(friendly, 'it').subject).toContain('Promemoria');
    const germanOnly = level(7);
    expect(dunningTextFor(germanOnly, 'fr').subject).toBe('Mahnung');
    const withEnglish = {
      ...germanOnly,
      texts: { ...germanOnly.texts, en: { subject: 'Reminder', text: '' } },
    };
    expect(dunningTextFor(withEnglish, 'fr').subject).toBe('Reminder');
  });

  it('fills in the interest line', () => {
    const line = dunningInterestLine('de', {
      amount: '10,27 €',
      from: '16.06.2024',
      to: '15.07.2024',
      days: '30',
      points: '9',
    });
    expect(line).toBe(
      'Verzugszinsen (§ 288 BGB, 9 Prozentpunkte über dem Basiszinssatz) vom 16.06.2024 bis 15.07.2024 (30 Tage): 10,27 €',
    );
  });
});
