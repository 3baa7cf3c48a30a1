import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Where a downloaded script's bytes come from: the app that served it (by port) and, from the build's source map, the
// packages inside it. A file's gzip bytes are split over its sources in proportion to their original text, so the
// per-package figures are estimates; the per-app figures are exact.

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const APP_BY_PORT: Record<string, string> = {
  '3000': 'shell',
  '3001': 'mfe-auth',
  '3002': 'mfe-accounts',
  '3003': 'mfe-transactions',
  '3004': 'mfe-placeholders',
  '3005': 'mfe-insights',
};

/** The package a source belongs to: `node_modules/<name>` (scoped too), else "app code". */
function packageOf(source: string): string {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (match?.[1]) return match[1];
  if (source.includes('/shared/src/')) return '@finance/shared';
  if (source.includes('webpack/runtime') || source.includes('webpack/bootstrap')) return 'webpack runtime';
  return 'app code';
}

const weightsCache = new Map<string, Map<string, number> | null>();

/**
 * Each package's share (0..1) of a built file, from its source map; null when the map is missing. A production
 * build keeps its maps beside dist/, in sourcemaps/ (never served), at the bundle's path below dist/.
 */
function packageShares(app: string, pathname: string): Map<string, number> | null {
  const mapFile = path.join(repoRoot, app, 'sourcemaps', `${decodeURIComponent(pathname)}.map`);
  if (weightsCache.has(mapFile)) return weightsCache.get(mapFile) ?? null;
  let shares: Map<string, number> | null = null;
  if (fs.existsSync(mapFile)) {
    const map = JSON.parse(fs.readFileSync(mapFile, 'utf8')) as { sources: string[]; sourcesContent?: string[] };
    const weights = new Map<string, number>();
    let total = 0;
    map.sources.forEach((source, index) => {
      const weight = map.sourcesContent?.[index]?.length ?? 1;
      const name = packageOf(source);
      weights.set(name, (weights.get(name) ?? 0) + weight);
      total += weight;
    });
    shares = new Map([...weights].map(([name, weight]) => [name, total ? weight / total : 0]));
  }
  weightsCache.set(mapFile, shares);
  return shares;
}

export interface ScriptBytes {
  byApp: Map<string, number>;
  byPackage: Map<string, number>;
}

/** Adds one downloaded script (its URL and bytes as served) to the per-app and per-package totals. */
export function attribute(totals: ScriptBytes, url: string, bytes: number): void {
  const parsed = new URL(url);
  const app = APP_BY_PORT[parsed.port] ?? parsed.host;
  totals.byApp.set(app, (totals.byApp.get(app) ?? 0) + bytes);
  const shares = APP_BY_PORT[parsed.port] ? packageShares(app, parsed.pathname) : null;
  if (!shares) {
    const name = APP_BY_PORT[parsed.port] ? 'unmapped' : `external (${parsed.host})`;
    totals.byPackage.set(name, (totals.byPackage.get(name) ?? 0) + bytes);
    return;
  }
  for (const [name, share] of shares) {
    totals.byPackage.set(name, (totals.byPackage.get(name) ?? 0) + bytes * share);
  }
}

/** "name 12.3" pairs, largest first, for a table cell. */
export function describe(values: Map<string, number>, minimumKiB = 0.5): string {
  return [...values]
    .map(([name, bytes]) => [name, bytes / 1024] as const)
    .filter(([, kib]) => kib >= minimumKiB)
    .sort((a, b) => b[1] - a[1])
    .map(([name, kib]) => `${name} ${kib.toFixed(1)}`)
    .join(', ');
}
