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
  // The apps run their files one at a time in a single worker (`--maxWorkers=1`), not in band:
  // every file loads the whole Nest app again as ES modules, and the heap that holds them grows
  // file by file until it passes V8's limit (CI once died so, after 36 minutes of the API's
  // tests). jest restarts the worker between files once it holds more than this.
  workerIdleMemoryLimit: '1536MB',
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: { isolatedModules: true }, diagnostics: false }],
  },
  moduleFileExtensions: ['ts', 'js', 'json'],
  // The default output, and the counts `npm test` sums up (scripts/test.mjs).
  reporters: ['default', require('path').join(__dirname, 'scripts', 'jest-result-reporter.cjs')],
};
