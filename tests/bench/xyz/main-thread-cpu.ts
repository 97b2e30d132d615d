import type { Browser, Page } from 'playwright-core';

/** A trace event as Chromium writes it: times in microseconds; `tdur` is the thread's CPU time. */
interface TraceEvent {
  name: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  args?: { data?: { type?: string } };
}

/** Trace categories whose events carry each task's wall and thread (CPU) duration. */
const categories = ['devtools.timeline', 'disabled-by-default-devtools.timeline'];

/**
 * Main-thread CPU time of what a user action sets off, from a Chromium trace (the DevTools
 * performance panel's categories): the task that dispatched the first `eventType` event and the
 * tasks of that thread that start within `wallMs` of it. On a busy machine the wall-clock figure
 * includes waiting for a core; this one is the work itself.
 */
export async function traceMainThreadCpu(browser: Browser, page: Page, act: () => Promise<number>, eventType: string): Promise<{ wallMs: number; cpuMs: number }> {
  await browser.startTracing(page, { categories });
  const wallMs = await act();
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
  const events = trace.traceEvents;
  const dispatch = events.find((event) => event.name === 'EventDispatch' && event.args?.data?.type === eventType);
  if (!dispatch) throw new Error(`no ${eventType} event in the trace`);
  const tasks = events.filter((event) => event.name === 'RunTask' && event.pid === dispatch.pid && event.tid === dispatch.tid);
  const first = tasks.find((task) => task.ts <= dispatch.ts && task.ts + (task.dur ?? 0) >= dispatch.ts + (dispatch.dur ?? 0));
  if (!first) throw new Error(`no task around the ${eventType} event`);
  const end = first.ts + wallMs * 1000;
  const cpu = tasks.filter((task) => task.ts >= first.ts && task.ts <= end).reduce((sum, task) => sum + (task.tdur ?? 0), 0);
  return { wallMs, cpuMs: cpu / 1000 };
}
