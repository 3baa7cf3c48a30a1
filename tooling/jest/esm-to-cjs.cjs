// Jest runs CommonJS; some libraries ship ES modules only (@tanstack/react-table 9). esbuild rewrites each such file
// to CommonJS as jest loads it, fast enough to go unnoticed.
const { transformSync } = require('esbuild');

module.exports = {
  process(source, sourcePath) {
    const { code, map } = transformSync(source, {
      loader: 'js',
      format: 'cjs',
      target: 'node20',
      sourcemap: true,
      sourcefile: sourcePath,
    });
    return { code, map };
  },
};
