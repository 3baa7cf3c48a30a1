// @ts-check
// The shell's landing page, rendered at build time into its index.html (the page of `/`), so that it paints from the
// HTML before any script runs; every other address gets app.html, whose #root is empty.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { repoRoot } from '../apps.mjs';

/** The page of `/`, holding the prerendered landing page. */
export const LANDING_PAGE = 'index.html';
/** The page of every other address (deep links): the app alone. */
export const APP_PAGE = 'app.html';

/** The module that renders it: it runs in Node at build time, never in a bundle. */
export const RENDER_MODULE = path.join(repoRoot, 'shell', 'src', 'landing', 'render-landing.tsx');

/**
 * Renders the landing page in a Node process of its own (the app's modules run there as on the server: their state
 * must not leak into the build), through tsx, with the repository's TypeScript settings.
 * @returns {Promise<{head: string, root: string}>}
 */
export async function renderLandingPage() {
  const script = `import { renderLanding } from ${JSON.stringify(pathToFileURL(RENDER_MODULE).href)};
process.stdout.write(JSON.stringify(renderLanding()));`;
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '--eval', script],
    {
      cwd: repoRoot,
      env: { ...process.env, NODE_ENV: 'production', TSX_TSCONFIG_PATH: path.join(repoRoot, 'tsconfig.base.json') },
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  return JSON.parse(stdout);
}

const EMPTY_ROOT = /<div id="?root"?><\/div>/;

/**
 * The page with the prerendered landing page in it: its head part (gate and styles) last in <head>, its markup in #root.
 * @param {string} html @param {{head: string, root: string}} landing
 */
export function withLandingPage(html, landing) {
  if (!EMPTY_ROOT.test(html) || !html.includes('</head>')) throw new Error('The page has no empty #root or no </head>');
  return html.replace('</head>', `${landing.head}</head>`).replace(EMPTY_ROOT, `<div id="root">${landing.root}</div>`);
}

/**
 * Renders the landing page into index.html (app.html, the same page left empty, is untouched) once html-webpack-plugin
 * has emitted it and webpack's minimizer has minified it (the minimizer would rewrite the styles, whose comments and
 * line breaks styled-components reads back), before the output is compressed.
 */
export class LandingPagePlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('LandingPagePlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'LandingPagePlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE + 1 },
        async () => {
          const page = compilation.getAsset(LANDING_PAGE);
          // The build's other compilations (the tree-shaken shared react-router's) have no page.
          if (!page) return;
          const html = withLandingPage(page.source.source().toString(), await renderLandingPage());
          compilation.updateAsset(LANDING_PAGE, new sources.RawSource(html));
        },
      );
    });
  }
}
