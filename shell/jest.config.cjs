module.exports = require('../tooling/jest/react-project.cjs')('shell', __dirname);
