// PGlite's CommonJS build loads Node built-ins with `await import("zlib")` and the like. Jest runs CommonJS in a vm
// that refuses dynamic import() unless Node runs with --experimental-vm-modules, which the root `jest` run cannot
// assume. This transform turns those imports of built-ins into require(), which is what they mean in CommonJS.
const crypto = require('node:crypto');
const BUILTIN_IMPORT = /\bimport\(\s*(["'])((?:node:)?[a-z_/]+)\1\s*\)/g;

module.exports = {
  process(source) {
    // The bundle declares its own local `require` in places, so the file's require is captured under another name.
    const code = source.replace(
      BUILTIN_IMPORT,
      (_m, q, name) => `Promise.resolve().then(() => __pgliteRequire(${q}${name}${q}))`,
    );
    return { code: `const __pgliteRequire = require;${code}` };
  },
  getCacheKey(source, filename) {
    return crypto.createHash('sha256').update('pglite-transform-v2').update(filename).update(source).digest('hex');
  },
};
