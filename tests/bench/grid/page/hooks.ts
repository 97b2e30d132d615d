/**
 * Page-side hooks of the grid bench page (window.__gridBench), never part of the product: the node
 * side drives the grid and times it from inside the page, where rAF timestamps are.
 */

/** The grid controller methods the benchmarks call (GridController in src/grid). */
export interface BenchController {
  selectCell(row: number, col: number): void;
  selectRows(firstRow: number, lastRow: number): void;
  pasteText(text: string): void;
  multiEdit(field: string, value: string | number | boolean | null): number;
  getSnapshot(): { readonly changedRowCount: number; readonly errorCount: number };
}

/** One programmatic scroll run: one step per animation frame, as the peers' run.mjs does it. */
export interface ScrollRunOptions {
  readonly axis: 'v' | 'h';
  /** px per frame */
  readonly stepPx: number;
  /** px to scroll to vertically; the end of the range when absent */
  readonly targetPx?: number;
  /** left → right → left round trips, horizontal only */
  readonly sweeps?: number;
}

/** rAF deltas of a scroll run and what the grid showed afterwards. */
export interface ScrollRunResult {
  readonly deltas: number[];
  readonly wallMs: number;
  readonly rangePx: number;
  readonly endPx: number;
  readonly reachedEnd: boolean;
  /** vertical: the Name expected at the top of the viewport, and the one elementFromPoint(30, 60) found */
  readonly expectedTop?: string;
  readonly topRow?: string | null;
  /** horizontal: the last column's title rendered at the right end */
  readonly lastColumnShown?: boolean;
}

/** What a timed edit did: time from the call until the next frame is drawn, and the grid's counts after it. */
export interface EditTiming {
  readonly ms: number;
  readonly changedRowCount: number;
  readonly errorCount: number;
}

/** window.__gridBench */
export interface GridBenchHooks {
  readonly controller: BenchController | null;
  scrollRun(options: ScrollRunOptions): Promise<ScrollRunResult>;
  /** Pastes a TSV block of `rows` rows at (top, left): one decimal column per [low, high] range, numbers that differ with `round`. */
  paste(options: { top: number; left: number; rows: number; ranges: readonly (readonly [number, number])[]; round: number }): Promise<EditTiming>;
  /** Selects rows 0 … rows − 1 and sets `field` to `value` on all of them. */
  multiEdit(options: { rows: number; field: string; value: string }): Promise<EditTiming>;
}

const frame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));

/** The Name (B + 5 digits) drawn at a viewport point, as the peers' row check reads it. */
function nameAt(x: number, y: number): string | null {
  const hit = document.elementFromPoint(x, y);
  return /B\d{5}/.exec(hit?.textContent ?? '')?.[0] ?? null;
}

/** Where the peers' row check reads the top row. */
const checkPoint = { x: 30, y: 60 } as const;

/** The viewport y of the first data row's top while scrolled to the top, from the row at the check point. */
function firstRowTop(rowHeight: number): number {
  const hit = document.elementFromPoint(checkPoint.x, checkPoint.y);
  const name = /B(\d{5})/.exec(hit?.textContent ?? '');
  if (!hit || !name) throw new Error('grid bench: no row under the check point at the top');
  return hit.getBoundingClientRect().top - (Number(name[1]) - 1) * rowHeight;
}

function positions(options: ScrollRunOptions, end: number): number[] {
  const out: number[] = [];
  const forward = () => {
    for (let p = options.stepPx; p < end; p += options.stepPx) out.push(p);
    out.push(end);
  };
  if (options.axis === 'v') {
    forward();
    return out;
  }
  for (let sweep = 0; sweep < (options.sweeps ?? 2); sweep++) {
    forward();
    for (let p = end - options.stepPx; p > 0; p -= options.stepPx) out.push(p);
    out.push(0);
  }
  return out;
}

async function scrollRun(scroller: HTMLElement, rowHeight: number, lastTitle: string, options: ScrollRunOptions): Promise<ScrollRunResult> {
  const vertical = options.axis === 'v';
  scroller.scrollTop = 0;
  scroller.scrollLeft = 0;
  await frame(); await frame(); await frame();
  const rowsTop = firstRowTop(rowHeight);
  const rangePx = vertical ? scroller.scrollHeight - scroller.clientHeight : scroller.scrollWidth - scroller.clientWidth;
  const endPx = Math.min(options.targetPx ?? rangePx, rangePx);
  const steps = positions(options, endPx);
  const deltas: number[] = [];
  let reachedEnd = false;
  const started = performance.now();
  await new Promise<void>((resolve) => {
    let i = 0;
    let last: number | null = null;
    const step = (time: number) => {
      if (last !== null) deltas.push(time - last);
      last = time;
      if (Math.abs((vertical ? scroller.scrollTop : scroller.scrollLeft) - endPx) < 2) reachedEnd = true;
      const next = steps[i++];
      if (next === undefined) return resolve();
      if (vertical) scroller.scrollTop = next;
      else scroller.scrollLeft = next;
      requestAnimationFrame(step);
    };
    requestAnimationFrame(step);
  });
  const wallMs = performance.now() - started;
  await frame(); await frame();
  if (vertical) {
    const expectedTop = `B${String(Math.floor((scroller.scrollTop + checkPoint.y - rowsTop) / rowHeight) + 1).padStart(5, '0')}`;
    return { deltas, wallMs, rangePx, endPx, reachedEnd, expectedTop, topRow: nameAt(checkPoint.x, checkPoint.y) };
  }
  scroller.scrollLeft = endPx;
  await frame(); await frame();
  const lastColumnShown = (scroller.closest('[role=grid]') ?? scroller).textContent?.includes(lastTitle) ?? false;
  scroller.scrollLeft = 0;
  return { deltas, wallMs, rangePx, endPx, reachedEnd, lastColumnShown };
}

/**
 * Resolves once the next frame is drawn: a message posted from its animation-frame callback is handled after
 * that frame's style, layout and paint. (Waiting for a second animation frame instead also counted the idle
 * wait for the next vsync, about 17 ms here, whenever the frame after the edit had nothing left to draw.)
 */
const afterNextPaint = () => new Promise<void>((resolve) => {
  requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
});

async function timed(controller: BenchController, action: () => void): Promise<EditTiming> {
  const started = performance.now();
  action();
  await afterNextPaint();
  const ms = performance.now() - started;
  const { changedRowCount, errorCount } = controller.getSnapshot();
  return { ms, changedRowCount, errorCount };
}

/** A TSV block of decimals with two places inside each column's range, different in every round. */
export function decimalBlock(rows: number, ranges: readonly (readonly [number, number])[], round: number): string {
  const lines = new Array<string>(rows);
  for (let r = 0; r < rows; r++) {
    lines[r] = ranges.map(([low, high], c) => (low + (((r * 7 + c * 13 + round * 101) % 1000) / 1000) * (high - low)).toFixed(2)).join('\t');
  }
  return lines.join('\n');
}

/** Installs window.__gridBench for the grid's scroll element and (with the real grid) its controller. */
export function installBenchHooks(options: { scroller: () => HTMLElement | null; controller: BenchController | null; rowHeight: number; lastTitle: string }): void {
  const scroller = () => {
    const el = options.scroller();
    if (!el) throw new Error('grid bench: no scroll element');
    return el;
  };
  const controller = () => {
    if (!options.controller) throw new Error('grid bench: this page has no grid controller');
    return options.controller;
  };
  const hooks: GridBenchHooks = {
    controller: options.controller,
    scrollRun: (run) => scrollRun(scroller(), options.rowHeight, options.lastTitle, run),
    paste: async ({ top, left, rows, ranges, round }) => {
      const text = decimalBlock(rows, ranges, round);
      const grid = controller();
      grid.selectCell(top, left);
      await frame();
      return timed(grid, () => grid.pasteText(text));
    },
    multiEdit: async ({ rows, field, value }) => {
      const grid = controller();
      grid.selectRows(0, rows - 1);
      await frame();
      return timed(grid, () => {
        const changed = grid.multiEdit(field, value);
        if (changed !== rows) throw new Error(`multi-edit changed ${changed} rows, not ${rows}`);
      });
    },
  };
  (window as unknown as { __gridBench: GridBenchHooks }).__gridBench = hooks;
}
