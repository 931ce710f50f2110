/**
 * The part of the WebAssembly JS API this package uses. Neither TypeScript's ES2022 lib nor
 * @types/node 20 declare the `WebAssembly` global, and pulling in the DOM lib for it would
 * let browser globals type-check in Node code.
 */
export interface WebAssemblyApi {
  Module: new (bytes: Uint8Array) => object;
  Instance: new (
    module: object,
    imports: Record<string, Record<string, unknown>>,
  ) => { exports: Record<string, unknown> };
  RuntimeError: new (message?: string) => Error;
}

/** The runtime's `WebAssembly` global, typed. */
export const webAssembly = (globalThis as unknown as { WebAssembly: WebAssemblyApi }).WebAssembly;
