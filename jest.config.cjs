// Runs every workspace's jest suite in one run: each workspace that has a jest.config.cjs is a project.
const fs = require('node:fs');
const path = require('node:path');
const { workspaces } = require('./package.json');

// Every suite runs in a US time zone, whatever the machine's (often UTC): a date computed in UTC where the person's
// calendar is meant shows up as a failure here. Set before jest starts its workers, which inherit it; a test file
// cannot set it for itself (jest gives each file a copy of process.env, which the clock never reads).
process.env.TZ = 'America/New_York';

/** @type {import('jest').Config} */
module.exports = {
  projects: workspaces
    .map((dir) => path.join(__dirname, dir, 'jest.config.cjs'))
    .filter((file) => fs.existsSync(file))
    .map((file) => path.dirname(file)),
};
