export { BASE_RATES, baseRateOn, parseBaseRates, type BaseRatePeriod } from './base-rates.table.js';
export {
  DEFAULT_INTEREST_POINTS,
  defaultInterest,
  type DefaultInterest,
  type DefaultInterestInput,
  type InterestSegment,
} from './default-interest.js';
export {
  DEFAULT_DUNNING_LEVELS,
  DUNNING_LEVEL_LIMITS,
  checkDunningLevels,
  dunningTextFor,
  type DunningLevel,
  type DunningText,
} from './dunning-levels.js';
export {
  DUNNED_STATUSES,
  DUNNING_PAYMENT_DAYS,
  dunningInterestLine,
  dunningLetterDates,
  planDunning,
  type DunnedInvoice,
  type DunningPlan,
  type DunningSchedule,
  type InterestLineValues,
} from './dunning.plan.js';
