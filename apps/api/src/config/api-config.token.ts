/** Injection token of the ApiConfig the application was created with. */
export const API_CONFIG = Symbol('API_CONFIG');
