module.exports = require('../tooling/jest/react-project.cjs')('mfe-placeholders', __dirname);
