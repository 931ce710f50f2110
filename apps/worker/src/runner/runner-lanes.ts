import type { JobHandler } from './job.types';

/**
 * Job types that run on a runner of their own: a slow or dead web hook receiver occupies only
 * the web hook lane's loops, never those of PDF or e-mail jobs.
 */
export const WEBHOOK_LANE_TYPES: readonly string[] = ['webhooks.deliver'];

type Handlers = Readonly<Record<string, JobHandler<never>>>;

/** The handlers and required job types of one runner. */
export interface RunnerLane {
  handlers: Handlers;
  requiredTypes: string[];
}

/**
 * Splits handlers and required types into the main lane and the lane of `laneTypes`: every type
 * lands in exactly one of them, so each runner claims only its own types and the two start-up
 * checks together cover every required type.
 */
export function splitRunnerLanes(
  handlers: Handlers,
  requiredTypes: readonly string[],
  laneTypes: readonly string[] = WEBHOOK_LANE_TYPES,
): { main: RunnerLane; lane: RunnerLane } {
  const inLane = (type: string) => laneTypes.includes(type);
  const pick = (wanted: boolean): RunnerLane => ({
    handlers: Object.fromEntries(
      Object.entries(handlers).filter(([type]) => inLane(type) === wanted),
    ),
    requiredTypes: requiredTypes.filter((type) => inLane(type) === wanted),
  });
  return { main: pick(false), lane: pick(true) };
}
