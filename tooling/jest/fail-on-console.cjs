// A passing suite prints nothing: a console.error or console.warn that its test did not expect fails that test (React's
// "not wrapped in act(...)" warning among them). A test that expects one spies on it, which replaces this check for
// that test, and asserts on what was said:
//   const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
//   ...
//   expect(logged).toHaveBeenCalledWith(expect.stringContaining('could not read the session'), ...);
// What is printed after a file's last test (a fetch settling late) fails the file.
const { format } = require('node:util');
const { afterAll, afterEach, beforeEach } = require('@jest/globals');

const METHODS = ['error', 'warn'];
/** @type {string[]} */
let unexpected = [];
/** @type {Record<string, (...args: unknown[]) => void>} */
const checked = {};

for (const method of METHODS) {
  const print = console[method].bind(console);
  checked[method] = (...args) => {
    unexpected.push(`console.${method}: ${format(...args)}`);
    print(...args);
  };
  console[method] = checked[method];
}

function takeUnexpected(when) {
  if (unexpected.length === 0) return;
  const said = unexpected;
  unexpected = [];
  throw new Error(
    `Unexpected console output ${when} (a test that expects it spies on the console and asserts on it):\n` +
      said.map((line) => `  ${line.split('\n', 1)[0]}`).join('\n'),
  );
}

beforeEach(() => {
  takeUnexpected('before this test (left by the one before)');
});

afterEach(() => {
  // A spy the test made ends with it: the next test is checked again.
  for (const method of METHODS) console[method] = checked[method];
  takeUnexpected('in this test');
});

afterAll(() => {
  takeUnexpected("after the file's last test");
});
