/**
 * `npm run bench`: runs every tests/bench/** /*.bench.ts (or those whose path contains an argument),
 * prints one JSON object per result on stdout and writes them all to tests/bench/results/latest.json.
 */
import { mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import os from 'node:os';
import { startTestPostgres } from '../server/test-postgres';
import type { BenchResult } from './measure';

const benchRoot = new URL('.', import.meta.url).pathname;

function findBenchFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return entry === 'results' ? [] : findBenchFiles(path);
    return entry.endsWith('.bench.ts') ? [path] : [];
  });
}

const filters = process.argv.slice(2);
const files = findBenchFiles(benchRoot).filter((f) => filters.length === 0 || filters.some((x) => f.includes(x)));
const results: (BenchResult & { file: string })[] = [];
// The server benchmarks measure PostgreSQL beside SQLite: TEST_DATABASE_URL's, or one started here.
const postgres = process.env.TEST_DATABASE_URL ? undefined : await startTestPostgres().catch((error: unknown) => {
  console.error(`bench: no PostgreSQL figures, as none could be had: ${error instanceof Error ? error.message : String(error)}`);
  return undefined;
});
if (postgres) process.env.TEST_DATABASE_URL = postgres.url;
try {
  for (const file of files.sort()) {
    const module = (await import(pathToFileURL(file).href)) as { default: () => Promise<BenchResult[]> };
    for (const result of await module.default()) {
      const line = { file: relative(benchRoot, file), ...result };
      results.push(line);
      console.log(JSON.stringify(line));
    }
  }
} finally {
  await postgres?.stop();
}
mkdirSync(join(benchRoot, 'results'), { recursive: true });
writeFileSync(join(benchRoot, 'results', 'latest.json'), JSON.stringify({
  date: new Date().toISOString(), node: process.version, cpus: os.cpus().length, cpu: os.cpus()[0]?.model, results,
}, null, 2));
