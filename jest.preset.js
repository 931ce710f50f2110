// Shared jest settings. ts-jest only transpiles here (isolatedModules); `tsc` type-checks in
// the typecheck task, which keeps the test run fast on two cores.
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'].filter((dir) =>
    require('fs').existsSync(dir.replace('<rootDir>', process.cwd())),
  ),
  testMatch: ['**/*.spec.ts', '**/*.test.ts'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: { isolatedModules: true }, diagnostics: false }],
  },
  moduleFileExtensions: ['ts', 'js', 'json'],
  // The default output, and the counts `npm test` sums up (scripts/test.mjs).
  reporters: ['default', require('path').join(__dirname, 'scripts', 'jest-result-reporter.cjs')],
};
