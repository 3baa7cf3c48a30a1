require('@testing-library/jest-dom');
const { configure } = require('@testing-library/react');

// findBy* and waitFor wait up to 10 s (Testing Library's default is 1 s) for what the test expects: a part loaded
// on demand (a lazy dialog) is compiled by ts-jest on its first import, which on a loaded CI machine can take longer
// than a second. A passing test still goes on as soon as the element is there.
configure({ asyncUtilTimeout: 10_000 });

// The project's testTimeout (react-project.cjs) is a global option that the root run (one jest for every workspace)
// does not take from a project, which left 5 s there: too short for a lazy dialog compiled on a loaded machine.
require('@jest/globals').jest.setTimeout(30_000);
