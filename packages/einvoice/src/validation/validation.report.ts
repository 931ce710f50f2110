import type { SchematronFinding } from './schematron.runner';
import { RULE_SETS, type RuleSetName } from './validation.settings';
import type { FindingFlag, ValidationFinding, ValidationReport } from './validation.types';

function flagOf(flag: string | null): FindingFlag {
  return flag === 'warning' || flag === 'information' ? flag : 'fatal';
}

/** A finding of the compiled rules, with the source of its rule set and tidy text. */
export function fromSchematron(finding: SchematronFinding): ValidationFinding {
  const text = finding.text.replace(/\s+/g, ' ').trim();
  return {
    // The official files give every assert an id; the message's "[BR-xx]" is the fallback.
    id: finding.id ?? /^\[([^\]]+)\]/.exec(text)?.[1] ?? '',
    flag: flagOf(finding.flag),
    location: finding.location,
    text,
    source: RULE_SETS[finding.set as RuleSetName].source,
  };
}

/** The finding that says why a document could not be validated. */
export function unavailableFinding(reason: string): ValidationFinding {
  return { id: 'UNAVAILABLE', flag: 'fatal', location: '', text: reason, source: 'validator' };
}

/** A finding about the document as XML (not accepted, too large). */
export function xmlFinding(text: string, location = ''): ValidationFinding {
  return { id: 'XML', flag: 'fatal', location, text, source: 'schema' };
}

/** The report: unavailable when the validator could not do its work, else invalid on any fatal finding. */
export function reportOf(findings: ValidationFinding[], startedAt: number): ValidationReport {
  const status = findings.some((finding) => finding.source === 'validator')
    ? 'unavailable'
    : findings.some((finding) => finding.flag === 'fatal')
      ? 'invalid'
      : 'valid';
  return { status, findings, durationMs: Date.now() - startedAt };
}

/** The parser's refusal in plain words (a DOCTYPE is refused on purpose: no DTD, no entities). */
export function refusalText(message: string): string {
  return /DOCTYPE is disallowed/.test(message)
    ? 'The document is not accepted: a DOCTYPE (DTD, entity declarations) is not allowed.'
    : `The document is not accepted as XML: ${message}`;
}

/** One report of several checks of one document: every finding, the worst status, the time. */
export function mergeReports(...reports: ValidationReport[]): ValidationReport {
  const findings = reports.flatMap((report) => report.findings);
  const status = reports.some((report) => report.status === 'unavailable')
    ? 'unavailable'
    : reports.some((report) => report.status === 'invalid')
      ? 'invalid'
      : 'valid';
  const durationMs = reports.reduce((sum, report) => sum + report.durationMs, 0);
  return { status, findings, durationMs };
}
