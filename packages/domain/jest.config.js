// Unit tests: src/**/*.spec.ts. Database tests: test/**/*.int.test.ts and *.e2e.test.ts.
// The sources import each other as `./x.js` (what the ESM build needs); jest finds `./x.ts`.
const preset = require('../../jest.preset');

module.exports = { ...preset, moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' } };
