// The jest project of a browser workspace: ts-jest over TypeScript and TSX, jsdom, Testing Library matchers.
const path = require('node:path');

/** Packages published as ES modules only, which jest (CommonJS) must have rewritten. */
const ESM_ONLY = ['@tanstack'];

/** @returns {import('jest').Config} */
module.exports = function reactProject(displayName, rootDir) {
  return {
    displayName,
    rootDir,
    testEnvironment: 'jsdom',
    // Above the 10 s that findBy* may wait (setup-react.cjs), so that a slow wait fails with what it waited for.
    testTimeout: 30_000,
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    setupFiles: [path.join(__dirname, 'jsdom-globals.cjs')],
    setupFilesAfterEnv: [path.join(__dirname, 'setup-react.cjs'), path.join(__dirname, 'fail-on-console.cjs')],
    transform: {
      '^.+\\.tsx?$': ['ts-jest', { tsconfig: path.join(rootDir, 'tsconfig.json'), diagnostics: { warnOnly: false } }],
      [`node_modules/(?:${ESM_ONLY.join('|')})/.+\\.js$`]: path.join(__dirname, 'esm-to-cjs.cjs'),
    },
    transformIgnorePatterns: [`node_modules/(?!(?:${ESM_ONLY.join('|')})/)`],
  };
};
