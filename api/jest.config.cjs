// The API's tests: integration through Fastify's inject, on PGlite and (when DATABASE_URL is set) PostgreSQL.
// ESM-only packages that CommonJS code requires (see test/esm-jest-transform.cjs): fastify's, and the job queue
// (pg-boss) with its own.
const ESM_ONLY = [
  'content-disposition',
  'cookie',
  'pg-boss',
  'serialize-error',
  'non-error',
  'rrule-temporal',
  'temporal-spec',
];

/** @type {import('jest').Config} */
module.exports = {
  displayName: 'api',
  testEnvironment: 'node',
  rootDir: __dirname,
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  // Several API processes share one database only on PostgreSQL: without DATABASE_URL that suite has nothing to run on.
  testPathIgnorePatterns: ['/node_modules/', ...(process.env.DATABASE_URL ? [] : ['/test/multi-process\\.test\\.ts$'])],
  transform: {
    '@electric-sql/pglite/dist/.+\\.cjs$': '<rootDir>/test/pglite-jest-transform.cjs',
    [`/node_modules/(${ESM_ONLY.join('|')})/.+\\.js$`]: '<rootDir>/test/esm-jest-transform.cjs',
    '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }],
  },
  // Everything in node_modules runs as shipped, except PGlite's CommonJS build and the ESM-only packages above.
  transformIgnorePatterns: [`/node_modules/(?!.*(@electric-sql/pglite|${ESM_ONLY.join('|')})/)`],
  moduleFileExtensions: ['ts', 'js', 'cjs', 'json'],
  setupFilesAfterEnv: ['<rootDir>/test/setup.ts', '<rootDir>/../tooling/jest/fail-on-console.cjs'],
};
