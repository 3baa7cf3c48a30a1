module.exports = require('../tooling/jest/react-project.cjs')('shared', __dirname);
