/**
 * Where a scroll frame's time goes (run by hand, see the README): opens the bench page, records a
 * Chromium trace (devtools.timeline, the DevTools performance panel's categories) while scrolling
 * `--rows` rows down at 3 a frame and then sideways, and prints the main thread's time per event kind
 * (script, style recalc, layout, paint, GC…) and the frame figures of the same run.
 *   GRID_BENCH_MINIFY=0 node --import tsx tests/bench/grid/trace.ts --rows 3000 [--out trace.json] [--page results.html]
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { openBenchSite } from './bench-site';
import { withBenchPage } from './browser';
import type { BenchWindow } from './browser';
import { frameStats } from './frame-stats';

interface TraceEvent { name: string; ph: string; dur?: number; tid: number; pid: number; cat: string; args?: { data?: { frame?: string } } }

const { values } = parseArgs({ options: { rows: { type: 'string', default: '3000' }, out: { type: 'string' }, page: { type: 'string', default: '' } } });
const rows = Number(values.rows);
const site = await openBenchSite();
try {
  await withBenchPage(`${site.gridUrl}${values.page}`, async ({ page, cdp }) => {
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', (data) => events.push(...(data.value as unknown as TraceEvent[])));
    const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.start', {
      traceConfig: { includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'v8.execute', 'blink.user_timing', 'disabled-by-default-v8.gc'] },
      transferMode: 'ReportEvents',
    });
    const scroll = (o: { axis: 'v' | 'h'; stepPx: number; targetPx?: number; sweeps?: number }) =>
      page.evaluate((options) => (window as unknown as BenchWindow).__gridBench.scrollRun(options), o);
    const v = await scroll({ axis: 'v', stepPx: 96, targetPx: rows * 32 });
    const h = await scroll({ axis: 'h', stepPx: 32, sweeps: 2 });
    await cdp.send('Tracing.end');
    await done;
    if (values.out) writeFileSync(values.out, JSON.stringify({ traceEvents: events }));
    const main = mainThread(events);
    const totals = new Map<string, { ms: number; count: number }>();
    for (const event of events) {
      if (event.ph !== 'X' || event.tid !== main.tid || event.pid !== main.pid || event.dur === undefined) continue;
      const entry = totals.get(event.name) ?? { ms: 0, count: 0 };
      entry.ms += event.dur / 1000;
      entry.count++;
      totals.set(event.name, entry);
    }
    const frames = v.deltas.length + h.deltas.length;
    const top = [...totals].sort((a, b) => b[1].ms - a[1].ms).slice(0, 30)
      .map(([name, t]) => ({ name, totalMs: Math.round(t.ms), perFrameMs: Math.round((t.ms / frames) * 1000) / 1000, count: t.count }));
    console.log(JSON.stringify({ vertical: frameStats(v.deltas), horizontal: frameStats(h.deltas), frames }));
    for (const line of top) console.log(JSON.stringify(line));
  });
} finally {
  await site.close();
}

/** The renderer main thread: the one with the most RunTask time. */
function mainThread(events: readonly TraceEvent[]): { pid: number; tid: number } {
  const byThread = new Map<string, number>();
  for (const event of events) {
    if (event.name !== 'RunTask' || event.dur === undefined) continue;
    const key = `${event.pid}:${event.tid}`;
    byThread.set(key, (byThread.get(key) ?? 0) + event.dur);
  }
  const [key] = [...byThread].sort((a, b) => b[1] - a[1])[0] ?? ['0:0'];
  const [pid, tid] = key.split(':').map(Number);
  return { pid: pid ?? 0, tid: tid ?? 0 };
}
