import { ensureBenchPages } from './build-pages';
import { serveStatic } from './static-server';

/** The built bench pages served on a free port of 127.0.0.1. */
export interface BenchSite {
  /** Our grid over the 100,000 × 30 dataset (the page the peers' run measures as an external). */
  readonly gridUrl: string;
  /** React and the same dataset, no grid: the heap and mount baseline. */
  readonly dataUrl: string;
  /** The analysis results grid over 120,000 results, and its pivot (results.bench.ts). */
  readonly resultsUrl: string;
  close(): Promise<void>;
}

/** Builds (once per process) and serves the bench pages until close(). */
export async function openBenchSite(): Promise<BenchSite> {
  const pages = await ensureBenchPages();
  const server = await serveStatic(pages.dir);
  return { gridUrl: `${server.origin}/`, dataUrl: `${server.origin}/data.html`, resultsUrl: `${server.origin}/results.html`, close: () => server.close() };
}
