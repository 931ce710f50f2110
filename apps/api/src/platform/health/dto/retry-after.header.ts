import { RETRY_AFTER_SECONDS } from '../../errors';

/** The Retry-After header of a probe's 503, for the OpenAPI document. */
export const RETRY_AFTER_HEADER = {
  description: 'Seconds to wait before asking again',
  schema: { type: 'integer', example: RETRY_AFTER_SECONDS },
};
