import { type SaxonProcess, SaxonProcessError } from './saxon.process';

/** A failed assert or a fired report, as the compiled rules wrote it in SVRL. */
export interface SchematronFinding {
  /** The name the rule set was loaded under. */
  set: string;
  kind: 'assert' | 'report';
  id: string | null;
  flag: string | null;
  location: string;
  text: string;
}

export type SchematronRun =
  | { accepted: true; findings: SchematronFinding[]; timings: Record<string, number> }
  | { accepted: false; message: string; line?: number; column?: number };

/**
 * Runs the loaded rule sets on one document (parsed once, without DTD or entities). A document
 * the parser does not accept comes back as `accepted: false` with the parser's message.
 */
export async function runSchematron(
  saxon: SaxonProcess,
  sets: readonly string[],
  xml: string,
  timeoutMs: number,
): Promise<SchematronRun> {
  const answer = await saxon.request('validate', [sets.join(',')], xml, timeoutMs);
  if (answer.status === 'error') throw new SaxonProcessError(`validation failed: ${answer.body}`);
  if (answer.status === 'refused') {
    const refusal = JSON.parse(answer.body) as { message: string; line?: number; column?: number };
    return { accepted: false, ...refusal };
  }
  const result = JSON.parse(answer.body) as {
    findings: SchematronFinding[];
    timings: Record<string, number>;
  };
  return { accepted: true, ...result };
}
