// The unit's public entry: other units import only what is exported here (lint rule
// faktura/unit-boundaries), so the unit's other files can change without touching them.
export { apiConfigFromEnv } from './api-config';
export type { ApiConfig, LogLevel } from './api-config';
export { API_CONFIG, PUBLIC_URL } from './api-config.token';
