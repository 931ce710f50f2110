// Shared jest settings. ts-jest only transpiles here (isolatedModules); `tsc` type-checks in
// the typecheck task, which keeps the test run fast on two cores.
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'].filter((dir) =>
    require('fs').existsSync(dir.replace('<rootDir>', process.cwd())),
  ),
  testMatch: ['**/*.spec.ts', '**/*.test.ts'],
  // A safety net for tests and hooks, not an expectation: on a loaded two-core machine a
  // database test, or closing an app with its worker and browser, can take far longer than
  // jest's default of 5 s. Tests wait for events; a hung one still ends here.
  testTimeout: 120_000,
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: { isolatedModules: true }, diagnostics: false }],
  },
  moduleFileExtensions: ['ts', 'js', 'json'],
  // The default output, and the counts `npm test` sums up (scripts/test.mjs).
  reporters: ['default', require('path').join(__dirname, 'scripts', 'jest-result-reporter.cjs')],
};
