// Some CommonJS dependencies require ESM-only packages (content-disposition 3 under @fastify/static, cookie 1 under
// light-my-request). Node 20.19+ loads those with require(esm); Jest's module runtime does not before Node 24.9, but
// it runs a configured transform first. This compiles them to CommonJS, for the test run only.
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
