// `pnpm --filter @faktura/einvoice bench`: the e-invoice matrix with its timings (bench/), run
// by jest only for its TypeScript transform; not part of `npm test`.
const preset = require('../../jest.preset');

module.exports = {
  ...preset,
  roots: ['<rootDir>/bench'],
  testMatch: ['**/*.bench.ts'],
  reporters: ['default'],
};
