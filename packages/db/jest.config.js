// Unit tests: src/**/*.spec.ts. Database tests: test/**/*.int.test.ts and test/**/*.e2e.test.ts.
module.exports = {
  ...require('../../jest.preset'),
  // The generated Prisma client imports its siblings as `./x.js`, which exist only as `.ts` here.
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
};
