/** Settings of the API process (see README's configuration table). */
export interface ApiConfig {
  databaseUrl: string;
  port: number;
  /** Largest accepted request body, bytes. */
  bodyLimitBytes: number;
}

const DEFAULT_BODY_LIMIT = 25 * 1024 * 1024;

/** Reads and checks the API settings; throws with the variable's name when one is wrong. */
export function apiConfigFromEnv(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const databaseUrl = env.DATABASE_URL;
  if (!databaseUrl) {
    throw new Error('DATABASE_URL is required (npm start sets it for the embedded database)');
  }
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error('PORT must be a port number');
  const bodyLimitBytes = Number(env.FAKTURA_BODY_LIMIT_BYTES ?? DEFAULT_BODY_LIMIT);
  if (!Number.isInteger(bodyLimitBytes) || bodyLimitBytes <= 0) {
    throw new Error('FAKTURA_BODY_LIMIT_BYTES must be a positive whole number');
  }
  return { databaseUrl, port, bodyLimitBytes };
}
