// Some CommonJS dependencies require ESM-only packages (content-disposition 3 under @fastify/static, cookie 1 under
// light-my-request). Node loads those with require(esm), but Jest 30's module runtime does so only when Node runs with
// --experimental-vm-modules (measured on Node 24.21: without the flag, every suite that builds the app fails with
// "Must use import to load ES Module"). Rather than an experimental flag on every run, this transform compiles those
// packages to CommonJS, for the test run only.
const crypto = require('node:crypto');
const ts = require('typescript');

module.exports = {
  process(source, filename) {
    const { outputText } = ts.transpileModule(source, {
      fileName: filename,
      compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, allowJs: true, esModuleInterop: true },
    });
    return { code: outputText };
  },
  getCacheKey(source, filename) {
    return crypto.createHash('sha256').update('esm-transform-v1').update(filename).update(source).digest('hex');
  },
};
