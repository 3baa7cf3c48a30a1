// @ts-check
// One webpack config for every app; each app's webpack.config.mjs only says what it exposes.
import path from 'node:path';
import CompressionPlugin from 'compression-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { appByDir, hostOf, portOf } from '../apps.mjs';
import { runtimeConfigFromEnv } from '../serve/runtime-config.mjs';
import {
  StandaloneFederationRuntimePlugin,
  hostRuntimePlugins,
  remoteRuntimeExternals,
} from './federation-runtime.mjs';
import { sharedSingletons } from './federation-shared.mjs';
import { htmlTemplate } from './html-template.mjs';
import { APP_PAGE, LandingPagePlugin } from './landing-page.mjs';
import { SOURCE_MAPS, SourceMapsOutsidePlugin } from './source-maps-outside.mjs';

/**
 * @param {object} options
 * @param {string} options.appDir     absolute path of the app's workspace
 * @param {string} options.title      the HTML page title
 * @param {Record<string, string>} [options.exposes]  a remote's exposed modules
 * @returns {(env: unknown, argv: {mode?: string}) => import('webpack').Configuration}
 */
export function createAppConfig({ appDir, title, exposes = {} }) {
  const app = appByDir(path.basename(appDir));
  const isHost = app.role === 'host';

  return (_env, argv) => {
    const production = argv.mode !== 'development';
    return {
      mode: production ? 'production' : 'development',
      context: appDir,
      entry: './src/index.ts',
      // Production maps go beside the served folder (SourceMapsOutsidePlugin below), with no reference to them in the
      // bundles: a browser gets no map, so no source.
      devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(appDir, 'dist'),
        // The shell serves deep links, so its chunks load from the root; remotes load from wherever they are hosted.
        publicPath: isHost ? '/' : 'auto',
        filename: production ? '[name].[contenthash:10].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        uniqueName: app.federationName,
        // The tree-shaken shared react-router's fallback build lands in dist/independent-packages: keep it, but not the
        // source maps an older build (before they moved out of dist/) left there.
        clean: {
          keep: (/** @type {string} */ asset) => asset.startsWith('independent-packages/') && !asset.endsWith('.map'),
        },
      },
      // A remote's federation runtime comes from the shell (federation-runtime.mjs).
      externals: isHost ? [] : [remoteRuntimeExternals],
      // 'es2015' picks rxjs's ES2015 build (smaller than its ES5 default); '...' keeps webpack's own conditions.
      resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js'], conditionNames: ['es2015', '...'] },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            loader: 'esbuild-loader',
            options: { target: 'es2020', jsx: 'automatic' },
          },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: app.federationName,
          ...(isHost
            ? { remotes: {}, shareStrategy: 'loaded-first' }
            : { filename: 'remoteEntry.js', exposes, manifest: true }),
          shared: sharedSingletons(),
          dts: false,
          // A browser-only runtime; remotes load no remotes of their own (remote entry 28 -> 19 KiB gzip), and use the
          // shell's runtime instead of their own (19 -> 6 KiB gzip, with the externals above; federation-runtime.mjs).
          experiments: {
            optimization: { target: 'web', ...(isHost ? {} : { disableRemote: true }) },
            ...(isHost ? {} : { externalRuntime: true }),
          },
          ...(isHost ? { runtimePlugins: hostRuntimePlugins } : {}),
        }),
        new HtmlWebpackPlugin({ templateContent: htmlTemplate({ title }), scriptLoading: 'defer' }),
        // A remote's own page loads first what the shell would provide (federation-runtime.mjs).
        ...(isHost ? [] : [new StandaloneFederationRuntimePlugin()]),
        // The shell's production build: index.html (the page of `/`) holds the landing page rendered at build time;
        // app.html, the same page with an empty #root, is every other address's (see tooling/serve/static-server.mjs).
        ...(isHost && production
          ? [
              new HtmlWebpackPlugin({
                filename: APP_PAGE,
                templateContent: htmlTemplate({ title }),
                scriptLoading: 'defer',
              }),
              new LandingPagePlugin(),
            ]
          : []),
        ...(production
          ? [
              new CompressionPlugin({ algorithm: 'gzip', test: /\.(js|css|html|json|svg)$/, threshold: 1024 }),
              new SourceMapsOutsidePlugin({ mapsDir: path.join(appDir, SOURCE_MAPS) }),
            ]
          : []),
      ],
      // webpack's default minimizer (terser): unlike esbuild's it drops unused code, which the tree-shaken shared
      // react-router relies on (-27 KiB gzip on the landing page alone; the build is slower). It keeps the
      // `var <remote>` global of a remote's entry (it wraps nothing in an IIFE).
      optimization: {},
      performance: { hints: false },
      stats: 'errors-warnings',
      devServer: {
        port: portOf(app),
        // This machine only, as `npm start` (webpack-dev-server's default is every interface).
        host: hostOf(app),
        hot: false,
        // Every app's dev page routes on the client: the shell's pages, and a remote's standalone page.
        historyApiFallback: true,
        headers: isHost ? {} : { 'Access-Control-Allow-Origin': '*' },
        client: { overlay: { errors: true, warnings: false } },
        setupMiddlewares: (/** @type {any[]} */ middlewares) => {
          middlewares.unshift({
            name: 'runtime-config',
            path: '/runtime-config.json',
            middleware: (/** @type {any} */ _req, /** @type {any} */ res) => {
              res.setHeader('Content-Type', 'application/json');
              res.setHeader('Cache-Control', 'no-cache');
              res.end(JSON.stringify(runtimeConfigFromEnv(process.env)));
            },
          });
          return middlewares;
        },
      },
    };
  };
}
