module.exports = require('../tooling/jest/react-project.cjs')('mfe-auth', __dirname);
