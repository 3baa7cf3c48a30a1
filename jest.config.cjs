// Runs every workspace's jest suite in one run: each workspace that has a jest.config.cjs is a project.
const fs = require('node:fs');
const path = require('node:path');
const { workspaces } = require('./package.json');

/** @type {import('jest').Config} */
module.exports = {
  projects: workspaces
    .map((dir) => path.join(__dirname, dir, 'jest.config.cjs'))
    .filter((file) => fs.existsSync(file))
    .map((file) => path.dirname(file)),
};
