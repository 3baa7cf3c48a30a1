// The jest project of a browser workspace: ts-jest over TypeScript and TSX, jsdom, Testing Library matchers.
const path = require('node:path');

/** @returns {import('jest').Config} */
module.exports = function reactProject(displayName, rootDir) {
  return {
    displayName,
    rootDir,
    testEnvironment: 'jsdom',
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    setupFiles: [path.join(__dirname, 'jsdom-globals.cjs')],
    setupFilesAfterEnv: [path.join(__dirname, 'setup-react.cjs')],
    transform: {
      '^.+\\.tsx?$': ['ts-jest', { tsconfig: path.join(rootDir, 'tsconfig.json'), diagnostics: { warnOnly: false } }],
    },
  };
};
