export { PeppolEnvelopeError, readPeppolEnvelope } from './peppol-envelope.reader';
export type { PeppolEnvelope } from './peppol-envelope.reader';
