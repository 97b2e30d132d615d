import type { Page } from 'playwright-core';
import type { BenchResult } from '../measure';
import { summarise } from '../measure';
import { openBenchSite } from './bench-site';
import { benchRuns, withBenchPage } from './browser';
import type { BenchWindow } from './browser';
import type { EditTiming } from './page/hooks';

/** Paste of 10,000 × 4 cells within 100 ms, multi-edit of 5,000 rows within 30 ms (the speed issue's budgets, drawing included here). */
const targets = { pasteMs: 100, multiEditMs: 30 } as const;

/** Timed edits per browser after one untimed warm-up (measure.ts's convention). */
const samplesPerRun = 3;

/** The block a paste writes: 10,000 rows of the four decimal columns X, Y (inside RD's bounds), Surface (m NAP), Depth (m). */
const paste = { top: 0, left: 1, rows: 10_000, ranges: [[20_000, 270_000], [310_000, 610_000], [-5, 30], [1, 60]] } as const;
const multiEdit = { rows: 5_000, field: 'description' } as const;

/** Validation the grid runs after each edit: its column rules only, or also the points' row rules over every row. */
const variants = [
  { label: 'column rules', query: '' },
  { label: 'column rules + measurement-point row rules on all 100,000 rows', query: '?rules=points' },
] as const;

async function timeEdits(url: string, edit: (page: Page, round: number) => Promise<EditTiming>): Promise<EditTiming[]> {
  return withBenchPage(url, async ({ page }) => {
    const timings: EditTiming[] = [];
    for (let round = 0; round <= samplesPerRun; round++) {
      const timing = await edit(page, round);
      if (round > 0) timings.push(timing);
    }
    return timings;
  });
}

/**
 * Paste of 10,000 × 4 cells (controller.pasteText: parse, validate, commit and draw, timed until the next frame
 * is painted) and a multi-edit of 5,000 rows, timed inside the page in fresh browsers.
 */
export default async function gridEditBenchmarks(): Promise<BenchResult[]> {
  const site = await openBenchSite();
  try {
    const results: BenchResult[] = [];
    for (const variant of variants) {
      const url = site.gridUrl + variant.query;
      const pastes: EditTiming[] = [];
      const multiEdits: EditTiming[] = [];
      for (let run = 0; run < benchRuns(); run++) {
        pastes.push(...await timeEdits(url, (page, round) => page.evaluate((o) => (window as unknown as BenchWindow).__gridBench.paste(o), { ...paste, round })));
        multiEdits.push(...await timeEdits(url, (page, round) => page.evaluate((o) => (window as unknown as BenchWindow).__gridBench.multiEdit(o), { ...multiEdit, value: `multi-edit ${round}` })));
      }
      results.push(
        summarise(`grid paste: 10,000 × 4 cells (parse, validate, draw), ${variant.label}`, pastes.map((timing) => timing.ms), 'ms', {
          rows: paste.rows, columns: paste.ranges.length, targetMs: targets.pasteMs,
          changedRows: Math.max(...pastes.map((timing) => timing.changedRowCount)), errorCount: Math.max(...pastes.map((timing) => timing.errorCount)),
        }),
        summarise(`grid multi-edit: 5,000 rows, ${variant.label}`, multiEdits.map((timing) => timing.ms), 'ms', {
          ...multiEdit, targetMs: targets.multiEditMs,
          changedRows: Math.max(...multiEdits.map((timing) => timing.changedRowCount)), errorCount: Math.max(...multiEdits.map((timing) => timing.errorCount)),
        }),
      );
    }
    return results;
  } finally {
    await site.close();
  }
}
