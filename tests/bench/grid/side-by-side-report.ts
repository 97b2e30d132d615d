/** The parts of run.mjs's result file (results/latest.json) the report reads. */
export interface PeersResults {
  readonly date: string;
  readonly config: { readonly runs: number; readonly scrollRows: number; readonly order: readonly string[] };
  readonly uncap: Record<string, unknown>;
  readonly baselines: Record<string, unknown>;
  readonly durationS: number;
  readonly summary: readonly PeerSummary[];
}

/** One grid's medians across rounds, as run.mjs prints them. */
export interface PeerSummary {
  readonly peer: string;
  readonly version: string | null;
  readonly runs: number;
  readonly mountMs: number | null;
  readonly vscroll: { frames: number; medianMs: number; p95Ms: number; maxMs: number; over16_7: number; expectedTop: string; topSettled: readonly (string | null)[] };
  readonly hscroll: { medianMs: number; p95Ms: number; maxMs: number };
  readonly heapOverDataMB: number | null;
  readonly domNodes: number | null;
  readonly scroller?: { element?: string };
  readonly errors: readonly string[];
  readonly warnings: readonly string[];
}

/** Our own scroll, frame and heap targets (no spec section sets them), held against one run of the harness. */
const targets = { over16_7Percent: 0.2, heapOverDataMB: 10 } as const;

function row(s: PeerSummary) {
  return {
    grid: s.peer, version: s.version, runs: s.runs, mountMs: s.mountMs,
    vMedianMs: s.vscroll.medianMs, vP95Ms: s.vscroll.p95Ms, vMaxMs: s.vscroll.maxMs,
    vOver16_7: s.vscroll.over16_7, vFrames: s.vscroll.frames, hP95Ms: s.hscroll.p95Ms,
    heapOverDataMB: s.heapOverDataMB, domNodes: s.domNodes,
    topRow: { expected: s.vscroll.expectedTop, settled: s.vscroll.topSettled },
    ...(s.scroller?.element ? { scroller: s.scroller.element } : {}),
    errors: s.errors, warnings: s.warnings,
  };
}

function targetCheck(summary: readonly PeerSummary[]) {
  const ours = summary.find((s) => s.peer === 'ours');
  if (!ours) return null;
  const glide = summary.find((s) => s.peer === 'glide');
  const ag = summary.find((s) => s.peer === 'ag-grid');
  const overPercent = Math.round((ours.vscroll.over16_7 / ours.vscroll.frames) * 10000) / 100;
  return {
    p95AtMostGlide: glide ? { ours: ours.vscroll.p95Ms, glide: glide.vscroll.p95Ms, met: ours.vscroll.p95Ms <= glide.vscroll.p95Ms } : null,
    p95AtMostHalfOfAgGrid: ag ? { ours: ours.vscroll.p95Ms, half: ag.vscroll.p95Ms / 2, met: ours.vscroll.p95Ms <= ag.vscroll.p95Ms / 2 } : null,
    framesOver16_7: { percent: overPercent, target: targets.over16_7Percent, met: overPercent <= targets.over16_7Percent },
    heapOverData: { mb: ours.heapOverDataMB, target: targets.heapOverDataMB, met: ours.heapOverDataMB !== null && ours.heapOverDataMB <= targets.heapOverDataMB },
  };
}

/** The JSON lines printed after a side-by-side run: one per grid, then the run, its baselines and our targets. */
export function sideBySideReport(results: PeersResults, file: string): Record<string, unknown>[] {
  return [
    ...results.summary.map(row),
    {
      run: { date: results.date, runs: results.config.runs, scrollRows: results.config.scrollRows, order: results.config.order, durationS: results.durationS, file },
      baselines: results.baselines, uncap: results.uncap, oursTargets: targetCheck(results.summary),
    },
  ];
}
