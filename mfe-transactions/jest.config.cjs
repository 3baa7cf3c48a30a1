module.exports = require('../tooling/jest/react-project.cjs')('mfe-transactions', __dirname);
