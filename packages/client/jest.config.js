// Unit tests against a local node:http server in test/ (and src/**/*.spec.ts beside the code).
// The sources import each other as `./x.js` (what the ESM build needs); jest finds `./x.ts`.
const preset = require('../../jest.preset');

module.exports = { ...preset, moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' } };
