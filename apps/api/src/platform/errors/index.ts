// The unit's public entry: other units import only what is exported here (lint rule
// faktura/unit-boundaries), so the unit's other files can change without touching them.
export { AllExceptionsFilter } from './all-exceptions.filter';
export { BodyRefusedException } from './body-refused.exception';
export { errorLogFields } from './error-log-fields';
export type { ErrorLogFields } from './error-log-fields';
export { RETRY_AFTER_SECONDS, errorResponse } from './error-response.mapper';
export { found } from './found';
export { refuseWhileUsed } from './usage-refusal';
export { refuseIfTaken } from './value-taken';
