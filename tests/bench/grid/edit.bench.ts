import type { BenchResult } from '../measure';
import { summarise } from '../measure';
import { openBenchSite } from './bench-site';
import { benchRuns, withBenchPage } from './browser';
import type { BenchWindow } from './browser';
import type { EditTiming } from './page/hooks';

/** Issue 5, deliver 3: paste of 10,000 rows within 150 ms; multi-edit of 5,000 rows within 50 ms. */
const targets = { pasteMs: 150, multiEditMs: 50 } as const;

/** Timed edits per browser after one untimed warm-up (measure.ts's convention). */
const samplesPerRun = 3;

/** The four decimal columns a paste fills: X, Y, Surface (m NAP), Depth (m). */
const pasteColumn = 1;
const pasteWidth = 4;

/**
 * Paste of 10,000 × 4 cells (controller.pasteText: parse, validate, commit, then two frames so the grid
 * has drawn) and a multi-edit of 5,000 rows, each timed inside the page, in fresh browsers.
 */
export default async function gridEditBenchmarks(): Promise<BenchResult[]> {
  const site = await openBenchSite();
  try {
    const pastes: EditTiming[] = [];
    const multiEdits: EditTiming[] = [];
    for (let run = 0; run < benchRuns(); run++) {
      await withBenchPage(site.gridUrl, async ({ page }) => {
        for (let i = 0; i <= samplesPerRun; i++) {
          const timing = await page.evaluate((o) => (window as unknown as BenchWindow).__gridBench.paste(o), { top: 0, left: pasteColumn, rows: 10_000, columns: pasteWidth, round: i });
          if (i > 0) pastes.push(timing);
        }
      });
      await withBenchPage(site.gridUrl, async ({ page }) => {
        for (let i = 0; i <= samplesPerRun; i++) {
          const timing = await page.evaluate((value) => (window as unknown as BenchWindow).__gridBench.multiEdit({ rows: 5_000, field: 'description', value }), `multi-edit ${i}`);
          if (i > 0) multiEdits.push(timing);
        }
      });
    }
    return [
      summarise('grid paste: 10,000 × 4 cells (parse, validate, draw)', pastes.map((timing) => timing.ms), 'ms', {
        rows: 10_000, columns: pasteWidth, firstColumn: pasteColumn, targetMs: targets.pasteMs,
        changedRows: Math.max(...pastes.map((timing) => timing.changedRowCount)), errorCells: Math.max(...pastes.map((timing) => timing.errorCount)),
      }),
      summarise('grid multi-edit: 5,000 rows', multiEdits.map((timing) => timing.ms), 'ms', {
        rows: 5_000, field: 'description', targetMs: targets.multiEditMs,
        changedRows: Math.max(...multiEdits.map((timing) => timing.changedRowCount)),
      }),
    ];
  } finally {
    await site.close();
  }
}
