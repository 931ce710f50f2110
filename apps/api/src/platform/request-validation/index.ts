// The unit's public entry: other units import only what is exported here (lint rule
// faktura/unit-boundaries), so the unit's other files can change without touching them.
export { MAX_BULK_ENTRIES, bulkBodyPipe } from './bulk-body.pipe';
export { UnstorableInputInterceptor } from './unstorable-input.interceptor';
export { VALIDATION_ERROR_OPTIONS, createValidationPipe, toFieldErrors } from './validation.pipe';
export { readBody } from './body-reader';
