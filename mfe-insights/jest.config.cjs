module.exports = require('../tooling/jest/react-project.cjs')('mfe-insights', __dirname);
