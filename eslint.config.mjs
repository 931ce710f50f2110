// The rules live in packages/eslint-config, where a test pins them down.
export { default } from './packages/eslint-config/index.mjs';
