import type { JobHandler } from './job.types';
import { splitRunnerLanes, WEBHOOK_LANE_TYPES } from './runner-lanes';

const handler: JobHandler<never> = async () => undefined;

describe('splitRunnerLanes', () => {
  it('puts web hook drains in their lane and everything else in the main one', () => {
    const { main, lane } = splitRunnerLanes(
      { 'email.send': handler, 'webhooks.deliver': handler, 'maintenance.purge': handler },
      ['email.send', 'webhooks.deliver', 'maintenance.purge', 'documents.render-pdf'],
    );
    expect(Object.keys(main.handlers)).toEqual(['email.send', 'maintenance.purge']);
    expect(main.requiredTypes).toEqual(['email.send', 'maintenance.purge', 'documents.render-pdf']);
    expect(Object.keys(lane.handlers)).toEqual(['webhooks.deliver']);
    expect(lane.requiredTypes).toEqual(['webhooks.deliver']);
    expect(WEBHOOK_LANE_TYPES).toEqual(['webhooks.deliver']);
  });

  it('keeps a required web hook type in the lane even without its handler', () => {
    const { lane } = splitRunnerLanes({ 'email.send': handler }, ['webhooks.deliver']);
    expect(lane).toEqual({ handlers: {}, requiredTypes: ['webhooks.deliver'] });
  });
});
