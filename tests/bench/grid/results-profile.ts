/**
 * Where the results page's first paint and pivot switch spend their time (run by hand): a Chromium
 * trace (devtools.timeline) and a V8 CPU profile of the page load to window.__ready, then of
 * window.__pivot(); prints the main thread's time per event kind and the functions with most self time.
 *   GRID_BENCH_MINIFY=0 node --import tsx tests/bench/grid/results-profile.ts [--phase load|pivot]
 */
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../../e2e/browser-executable';
import { openBenchSite } from './bench-site';

interface TraceEvent { name: string; ph: string; dur?: number; tid: number; pid: number }
interface ProfileNode { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }
interface Profile { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] }

const { values } = parseArgs({ options: { phase: { type: 'string', default: 'pivot' } } });
const site = await openBenchSite();
const browser = await chromium.launch(await chromiumLaunchOptions(['--disable-frame-rate-limit', '--disable-gpu-vsync']));
try {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 })).newPage();
  const cdp = await page.context().newCDPSession(page);
  const record = async (work: () => Promise<unknown>) => {
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', (data) => events.push(...(data.value as unknown as TraceEvent[])));
    const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Tracing.start', { traceConfig: { includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing'] }, transferMode: 'ReportEvents' });
    await cdp.send('Profiler.start');
    const result = await work();
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
    await cdp.send('Tracing.end');
    await done;
    report(events, profile);
    return result;
  };
  if (values.phase === 'load') {
    await record(async () => {
      await page.goto(site.resultsUrl, { waitUntil: 'load' });
      await page.waitForFunction(() => (window as unknown as { __ready?: number }).__ready !== undefined, null, { polling: 20 });
      console.log(JSON.stringify({ readyMs: await page.evaluate(() => (window as unknown as { __ready: number }).__ready) }));
    });
  } else {
    await page.goto(site.resultsUrl, { waitUntil: 'load' });
    await page.waitForFunction(() => (window as unknown as { __ready?: number }).__ready !== undefined, null, { polling: 20 });
    await page.waitForTimeout(500);
    await record(async () => console.log(JSON.stringify({ pivotMs: await page.evaluate(() => (window as unknown as { __pivot: () => Promise<number> }).__pivot()) })));
  }
} finally {
  await browser.close();
  await site.close();
}

/** The trace's main-thread time per event kind and the profile's functions by self time. */
function report(events: readonly TraceEvent[], profile: Profile): void {
  const run = new Map<string, number>();
  for (const e of events) if (e.name === 'RunTask' && e.dur) run.set(`${e.pid}:${e.tid}`, (run.get(`${e.pid}:${e.tid}`) ?? 0) + e.dur);
  const main = [...run].sort((a, b) => b[1] - a[1])[0]?.[0];
  const totals = new Map<string, number>();
  for (const e of events) if (e.ph === 'X' && e.dur && `${e.pid}:${e.tid}` === main) totals.set(e.name, (totals.get(e.name) ?? 0) + e.dur / 1000);
  console.log('trace, main thread (inclusive ms):');
  for (const [name, ms] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, 16)) console.log(`  ${ms.toFixed(1).padStart(8)}  ${name}`);
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const frame = byId.get(id)?.callFrame;
    const key = frame ? `${frame.functionName || '(anonymous)'} ${frame.url.split('/').pop()}:${frame.lineNumber + 1}` : '?';
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  console.log('cpu profile, self ms:');
  for (const [name, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log(`  ${ms.toFixed(1).padStart(8)}  ${name}`);
  // Inclusive time: each sample counts once for every function on its stack.
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const inclusive = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const frame = byId.get(at)?.callFrame;
      if (!frame?.url) continue;
      const key = `${frame.functionName || '(anonymous)'} ${frame.url.split('/').pop()}:${frame.lineNumber + 1}`;
      if (seen.has(key)) continue;
      seen.add(key);
      inclusive.set(key, (inclusive.get(key) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
    }
  });
  console.log('cpu profile, inclusive ms:');
  for (const [name, ms] of [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log(`  ${ms.toFixed(1).padStart(8)}  ${name}`);
}
