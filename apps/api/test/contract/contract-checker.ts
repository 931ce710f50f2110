import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { Response } from 'supertest';
import { EMPTY_BODY, type JsonSchema } from './schema-builders';

/** What the reference answers for one operation (status codes as docs/reference/conventions.md records them). */
export interface ContractOperation {
  status: number;
  /** Schema of the JSON body, `EMPTY_BODY` for none, `'pdf'` for a PDF download. */
  body: JsonSchema | typeof EMPTY_BODY | 'pdf';
  /** A list that is paged: `X-Page`, `X-Per-Page`, `X-Total` headers. False: a plain array. */
  paged?: boolean;
}

/** Operations keyed `"<METHOD> <path as in the reference, without /api/v1>"`. */
export type ContractGroup = Readonly<Record<string, ContractOperation>>;

const ajv = new Ajv({ allErrors: true, strict: true });
addFormats(ajv);
const validators = new WeakMap<JsonSchema, ValidateFunction>();

function validatorFor(schema: JsonSchema): ValidateFunction {
  let validate = validators.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    validators.set(schema, validate);
  }
  return validate;
}

/** Why a body does not match its schema, one line per problem, or [] when it matches. */
export function schemaProblems(schema: JsonSchema, body: unknown): string[] {
  const validate = validatorFor(schema);
  if (validate(body)) return [];
  return (validate.errors ?? []).map((error) => {
    const where = error.instancePath || '(body)';
    const extra =
      'additionalProperty' in error.params ? ` "${String(error.params.additionalProperty)}"` : '';
    const missing =
      'missingProperty' in error.params ? ` "${String(error.params.missingProperty)}"` : '';
    return `${where} ${error.message ?? ''}${extra}${missing}`;
  });
}

/**
 * Checks responses against one group of the contract and remembers which operations were
 * checked, so a group's test can prove that it exercised every operation of the group.
 */
export class ContractChecker {
  private readonly checked = new Set<string>();

  constructor(private readonly group: ContractGroup) {}

  /** Asserts status, headers and body of `response` for `operation` (a key of the group). */
  check(operation: string, response: Response): void {
    const contract = this.group[operation];
    if (!contract) throw new Error(`"${operation}" is not an operation of this contract group`);
    this.checked.add(operation);
    const context = `${operation}: ${response.status} ${JSON.stringify(response.body)}`;
    if (response.status !== contract.status)
      throw new Error(`${operation}: expected status ${contract.status}\n${context}`);
    if (contract.body === EMPTY_BODY) {
      expect(response.text ?? '').toBe('');
      // The reference's empty 200s still say JSON (docs/reference/conventions.md); clients parse by type.
      if (contract.status === 200)
        expect(response.headers['content-type']).toMatch(/^application\/json/);
      return;
    }
    if (contract.body === 'pdf') {
      expect(response.headers['content-type']).toMatch(/^application\/pdf/);
      return;
    }
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    if (Array.isArray(response.body)) {
      // An empty list would check nothing of the record schema.
      if (response.body.length === 0) throw new Error(`${operation}: the list is empty`);
      const paged = 'x-total' in response.headers;
      if (contract.paged !== undefined && paged !== contract.paged)
        throw new Error(`${operation}: expected paged=${contract.paged}, got ${paged}`);
    }
    const problems = schemaProblems(contract.body, response.body);
    if (problems.length > 0)
      throw new Error(
        `${operation} does not match its schema:\n  ${problems.join('\n  ')}\n${context}`,
      );
  }

  /** Operations of the group that no test checked yet. */
  unchecked(): string[] {
    return Object.keys(this.group).filter((operation) => !this.checked.has(operation));
  }
}
