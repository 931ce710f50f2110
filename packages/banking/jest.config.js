// Unit tests: src/**/*.spec.ts. Database tests: test/**/*.int.test.ts and test/**/*.e2e.test.ts.
module.exports = require('../../jest.preset');
