import { Injectable } from '@nestjs/common';

/**
 * The time of the system, injected where a rule depends on it (activity timers), so that a test
 * sets the time instead of waiting for it.
 */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }
}
