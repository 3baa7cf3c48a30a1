/** @type {import('jest').Config} */
module.exports = {
  displayName: 'emulators',
  testEnvironment: 'node',
  rootDir: __dirname,
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
  transform: {
    // tsconfig.base has isolatedModules, so ts-jest only transpiles; `npm run typecheck -w emulators` type-checks.
    '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }],
  },
  // Servers, key generation and Chromium take longer than jest's default 5 s.
  setupFilesAfterEnv: ['<rootDir>/test/setup.ts', '<rootDir>/../tooling/jest/fail-on-console.cjs'],
};
