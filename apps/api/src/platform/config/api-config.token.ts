/** Injection token of the ApiConfig the application was created with. */
export const API_CONFIG = Symbol('API_CONFIG');

/** Injection token of the resolved public base URL (string, no trailing slash). */
export const PUBLIC_URL = Symbol('PUBLIC_URL');
