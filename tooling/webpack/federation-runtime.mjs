// @ts-check
// One federation runtime per page: the remotes use the shell's instead of each bundling their own (a remote entry
// 19 -> 6 KiB gzip; each signed-in page loads one or two). runtime-core comes from enhanced's
// `experiments.externalRuntime`; the bundler runtime's sharing functions from the externals below. The shell provides
// both (provide-federation-runtime.mjs); a remote's own page gets them from a file of its own.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { SHARING_RUNTIME_GLOBAL, providedSharingRuntime } from './provide-federation-runtime.mjs';

/** The host's runtime plugins: the one that provides its runtime to the remotes. */
export const hostRuntimePlugins = [path.join(import.meta.dirname, 'provide-federation-runtime.mjs')];

const bundlerRuntimeDist = path.dirname(
  fileURLToPath(import.meta.resolve('@module-federation/webpack-bundler-runtime')),
);
const sharingModules = new Set(Object.keys(providedSharingRuntime).map((name) => `./${name}.js`));

/**
 * A remote's externals: the bundler runtime's sharing modules, each named for the function it exports (-2 KiB gzip
 * per remote entry).
 * @param {{context?: string, request?: string}} data  what webpack asks about: a request and its folder
 * @returns {Promise<string | undefined>}
 */
export async function remoteRuntimeExternals({ context, request }) {
  return context === bundlerRuntimeDist && request && sharingModules.has(request)
    ? `global ${SHARING_RUNTIME_GLOBAL}`
    : undefined;
}

const PLUGIN = 'StandaloneFederationRuntimePlugin';

/**
 * A remote's own page (its standalone dev page, or its build opened directly) has no shell: this builds what the
 * shell provides into a file of its own that the remote's index.html loads before the app's scripts; the shell never
 * loads it. A child compilation, because in the remote's own every entry starts the federation runtime, which reads
 * what this file provides, and every request for runtime-core is the external.
 */
export class StandaloneFederationRuntimePlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    /** @type {string[]} */
    let files = [];
    compiler.hooks.make.tapAsync(PLUGIN, (compilation, callback) => {
      const { filename } = compiler.options.output;
      const entry = new compiler.webpack.EntryPlugin(
        compiler.context,
        path.join(import.meta.dirname, 'standalone-federation-runtime.mjs'),
        { name: 'federation-runtime' },
      );
      const outputOptions = { filename: typeof filename === 'string' ? filename : '[name].js' };
      compilation.createChildCompiler(PLUGIN, outputOptions, [entry]).runAsChild((error, _entries, child) => {
        if (error) return callback(error);
        const built = child?.entrypoints.get('federation-runtime')?.getFiles() ?? [];
        files = built.filter((file) => file.endsWith('.js'));
        callback();
      });
    });
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      HtmlWebpackPlugin.getCompilationHooks(compilation).beforeAssetTagGeneration.tap(PLUGIN, (data) => {
        data.assets.js.unshift(...files.map((file) => `${data.assets.publicPath}${file}`));
        return data;
      });
    });
  }
}
