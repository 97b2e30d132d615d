import type { BenchResult } from '../measure';
import { summarise } from '../measure';
import { openBenchSite } from './bench-site';
import { benchRuns, settledHeap, withBenchPage } from './browser';
import { medianOf } from './frame-stats';

/** Grid heap at most 10 MB over the data for 100,000 rows (no spec section: our own budget). */
const heapTargetMB = 10;

const mb = (bytes: number) => Math.round((bytes / 1e6) * 10) / 10;

/**
 * First render of 100,000 rows × 30 columns (window.__ready from navigation start, the dataset's
 * generation included, as the peers count it) and the JS heap over the data-only page, in alternating
 * rounds of fresh browsers.
 */
export default async function gridRenderBenchmarks(): Promise<BenchResult[]> {
  const site = await openBenchSite();
  try {
    const rounds: { dataMount: number; dataGen: number | null; dataHeap: number; mount: number; gen: number | null; heap: number; domNodes: number }[] = [];
    for (let run = 0; run < benchRuns(); run++) {
      const data = await withBenchPage(site.dataUrl, async (open) => ({ mount: open.readyMs, gen: open.dataMs, ...(await settledHeap(open)) }));
      const grid = await withBenchPage(site.gridUrl, async (open) => ({ mount: open.readyMs, gen: open.dataMs, ...(await settledHeap(open)) }));
      rounds.push({ dataMount: data.mount, dataGen: data.gen, dataHeap: data.heapBytes, mount: grid.mount, gen: grid.gen, heap: grid.heapBytes, domNodes: grid.domNodes });
    }
    const dataGenMs = medianOf(rounds.flatMap((round) => (round.gen === null ? [] : [round.gen])));
    return [
      summarise('grid first render: 100,000 rows × 30 columns (mount from navigation start)', rounds.map((round) => round.mount), 'ms', {
        rows: 100_000, columns: 30,
        dataGenMs: Math.round(dataGenMs),
        dataPageMountMs: Math.round(medianOf(rounds.map((round) => round.dataMount))),
        overDataPageMs: Math.round(medianOf(rounds.map((round) => round.mount - round.dataMount))),
        domNodes: medianOf(rounds.map((round) => round.domNodes)),
      }),
      summarise('grid JS heap over the data: 100,000 rows × 30 columns', rounds.map((round) => mb(round.heap - round.dataHeap)), 'MB', {
        rows: 100_000, targetMB: heapTargetMB,
        gridHeapMB: mb(medianOf(rounds.map((round) => round.heap))),
        dataHeapMB: mb(medianOf(rounds.map((round) => round.dataHeap))),
      }),
    ];
  } finally {
    await site.close();
  }
}
