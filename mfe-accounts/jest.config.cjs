module.exports = require('../tooling/jest/react-project.cjs')('mfe-accounts', __dirname);
