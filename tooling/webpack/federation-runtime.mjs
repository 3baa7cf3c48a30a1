// @ts-check
// One federation runtime per page: the remotes use the shell's instead of each bundling their own (a remote entry
// 19 -> 5.6 KiB gzip; each signed-in page loads one or two). runtime-core comes from enhanced's
// `experiments.externalRuntime`; the rest from the externals below. The shell provides them
// (provide-federation-runtime.mjs); a remote's own page gets them from a file of its own.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import {
  BUNDLER_FUNCTIONS_GLOBAL,
  ERROR_CODES_GLOBAL,
  providedBundlerFunctions,
} from './provide-federation-runtime.mjs';

/** The host's runtime plugins: the one that provides its runtime to the remotes. */
export const hostRuntimePlugins = [path.join(import.meta.dirname, 'provide-federation-runtime.mjs')];

/** @param {string} name @returns {string} the folder of a package's entry */
const distOf = (name) => path.dirname(fileURLToPath(import.meta.resolve(name)));

/**
 * Besides runtime-core: the requests made from a package's folder that the shell serves, and the global holding them.
 * The bundler runtime's stateless functions are modules named for what they export; the runtime's one import of
 * error-codes is its messages' table. -2.6 KiB gzip per remote entry.
 */
export const fromShell = [
  {
    folder: distOf('@module-federation/webpack-bundler-runtime'),
    requests: Object.keys(providedBundlerFunctions).map((name) => `./${name}.js`),
    global: BUNDLER_FUNCTIONS_GLOBAL,
  },
  {
    folder: distOf('@module-federation/runtime'),
    requests: ['@module-federation/error-codes'],
    global: ERROR_CODES_GLOBAL,
  },
];

/**
 * A remote's externals: what the shell serves (see fromShell).
 * @param {{context?: string, request?: string}} data  what webpack asks about: a request and its folder
 * @returns {Promise<string | undefined>}
 */
export async function remoteRuntimeExternals({ context, request }) {
  const served = fromShell.find((item) => item.folder === context && request && item.requests.includes(request));
  return served ? `global ${served.global}` : undefined;
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
