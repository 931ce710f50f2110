import type { ServerResponse } from 'node:http';

/** Why a request failed, as its log line says it: a code and the names of the failing fields. */
export interface ErrorLogFields {
  error_code: string;
  /** Field names only (`items[2].quantity`), never their values; absent when none. */
  error_fields?: string[];
}

/** Kept on the response object: the error filter writes it, the request log reads it. */
const ERROR_LOG_FIELDS = Symbol('faktura.errorLogFields');

type WithErrorLogFields = ServerResponse & { [ERROR_LOG_FIELDS]?: ErrorLogFields };

/** Most field names one line lists; a 422 naming thousands of entries stays one short line. */
const MAX_LOGGED_FIELDS = 20;

/** Records the reason of an error response for the request's log line. */
export function setErrorLogFields(res: ServerResponse, code: string, fields: string[] = []): void {
  const entry: ErrorLogFields = { error_code: code };
  if (fields.length > 0) entry.error_fields = fields.slice(0, MAX_LOGGED_FIELDS);
  (res as WithErrorLogFields)[ERROR_LOG_FIELDS] = entry;
}

/** The reason recorded for this response, if it was an error. */
export function errorLogFields(res: ServerResponse): ErrorLogFields | undefined {
  return (res as WithErrorLogFields)[ERROR_LOG_FIELDS];
}
