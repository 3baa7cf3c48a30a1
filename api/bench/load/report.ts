/** How the load bench tells its figures. */
import type { ApiSample } from './api-processes';

export function percentile(xs: number[], p: number): number {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))]!;
}

/** "p50 12 ms, p99 80 ms, max 95 ms" */
export function spread(xs: number[]): string {
  if (xs.length === 0) return 'none';
  return `p50 ${percentile(xs, 50).toFixed(0)} ms, p99 ${percentile(xs, 99).toFixed(0)} ms, max ${Math.max(...xs).toFixed(0)} ms`;
}

export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * One process's memory over the run, after a full GC at each sample: the series, and whether it grows from the first
 * sample at or after `warmAt` (ms since the load started) to the last. Growth is called for when the heap gained more
 * than 10 MB and 10 %, or rss more than 50 MB and 20 %.
 */
export function memoryLines(label: string, samples: ApiSample[], warmAt: number): string[] {
  const series = (pick: (s: ApiSample) => number) => samples.map((s) => pick(s).toFixed(0)).join(', ');
  const lines = [
    `${label} at ${samples.map((s) => `${(s.at / 1000).toFixed(0)}`).join(', ')} s: ` +
      `heap ${series((s) => s.heapMb)} MB; rss ${series((s) => s.rssMb)} MB; external ${series((s) => s.externalMb)} ` +
      `MB (response cache ${series((s) => s.responseCacheMb)} MB); open streams ${samples.map((s) => s.streams).join(', ')}`,
  ];
  const first = samples.find((s) => s.at >= warmAt);
  const last = samples.at(-1);
  if (!first || !last || last === first) {
    lines.push(`${label}: too short a run to tell growth after the warm-up (${(warmAt / 1000).toFixed(0)} s)`);
    return lines;
  }
  const heap = last.heapMb - first.heapMb;
  const rss = last.rssMb - first.rssMb;
  const minutes = (last.at - first.at) / 60_000;
  const growing = (heap > 10 && heap / first.heapMb > 0.1) || (rss > 50 && rss / first.rssMb > 0.2);
  const cpu = (last.cpuSeconds - samples[0]!.cpuSeconds) / ((last.at - samples[0]!.at) / 1000);
  lines.push(
    `${label}: from ${(first.at / 1000).toFixed(0)} s to ${(last.at / 1000).toFixed(0)} s (${minutes.toFixed(1)} min) ` +
      `heap ${first.heapMb.toFixed(1)} -> ${last.heapMb.toFixed(1)} MB (${heap >= 0 ? '+' : ''}${heap.toFixed(1)}), ` +
      `rss ${first.rssMb.toFixed(0)} -> ${last.rssMb.toFixed(0)} MB (${rss >= 0 ? '+' : ''}${rss.toFixed(0)}): ` +
      `${growing ? 'GROWING' : 'flat'}; CPU ${(cpu * 100).toFixed(0)} % of a core over the run`,
  );
  return lines;
}
