import { join } from 'node:path';
import { build } from 'vite';
import { peersDataModule, peersDir, projectRoot } from './peers-dir';

/** Where the bench pages are built: a cache folder, never dist/client (they must not ship). */
const benchPagesDir = join(projectRoot, 'node_modules', '.cache', 'grid-bench', 'pages');

const pageRoot = join(projectRoot, 'tests', 'bench', 'grid', 'page');

/** The built pages: `index.html` (our grid), `data.html` (the data-only baseline) and `results.html` (the analysis results grid). */
export interface BenchPages {
  readonly dir: string;
  readonly milliseconds: number;
}

async function buildPages(): Promise<BenchPages> {
  const started = performance.now();
  // Benchmark what users get: React's production build, whatever NODE_ENV the caller runs under.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      configFile: join(projectRoot, 'vite.config.ts'),
      root: pageRoot,
      base: './',
      mode: 'production',
      logLevel: 'warn',
      resolve: { alias: { 'peers-bench-data': join(peersDir(), peersDataModule) } },
      build: {
        outDir: benchPagesDir,
        emptyOutDir: true,
        sourcemap: false,
        // GRID_BENCH_MINIFY=0 keeps function names readable in a CPU profile of the page.
        minify: process.env.GRID_BENCH_MINIFY !== '0',
        chunkSizeWarningLimit: 1e9,
        rolldownOptions: { input: { grid: join(pageRoot, 'index.html'), data: join(pageRoot, 'data.html'), results: join(pageRoot, 'results.html') } },
      },
    });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  return { dir: benchPagesDir, milliseconds: Math.round(performance.now() - started) };
}

let building: Promise<BenchPages> | undefined;

/** Builds the bench pages with Vite's build() once per process (every bench file of a run shares it). */
export function ensureBenchPages(): Promise<BenchPages> {
  building ??= buildPages();
  return building;
}
