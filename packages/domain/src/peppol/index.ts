export { isValidLeitwegId } from './leitweg-id.checks.js';
export {
  checkPeppolId,
  defaultPeppolId,
  formatPeppolId,
  isPeppolIdProblem,
  normalizePeppolId,
  parsePeppolId,
} from './peppol-participant-id.rules.js';
export type { PeppolIdProblem, PeppolParticipantId } from './peppol-participant-id.rules.js';
export { PEPPOL_EAS_CODES, PEPPOL_SCHEME_RULES } from './peppol-scheme.checks.js';
export type { PeppolSchemeRule } from './peppol-scheme.checks.js';
