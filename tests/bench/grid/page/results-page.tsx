/**
 * The results bench page (results.bench.ts): the analysis results grid as the results screen sets it up
 * (its columns, the duplicate rule, symbol and limit following the value) over 2,000 analysis samples ×
 * 60 components = 120,000 results, and the switch to the pivot (components down, samples across).
 * Built by build-pages.ts; never shipped. window.__ready is the first paint; window.__pivot() times the switch;
 * window.__gridBench.scrollRun scrolls the grid as scroll.bench.ts scrolls the points' grid.
 */
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { DataGrid, GridController } from '../../../../src/grid';
import { resultColumns } from '../../../../src/grids/results/result-columns';
import { pivotColumns, pivotResults } from '../../../../src/grids/results/result-pivot';
import { deriveResultCells, validateResultRows } from '../../../../src/grids/results/result-rules';
import { FieldCellControl } from '../../../../src/screens/grid-screen/FieldCellControl';
import '../../../../src/i18n';
import { benchResults, benchSamples } from '../results-data';
import { installBenchHooks } from './hooks';
import './page.css';

type BenchWindow = Window & { __ready?: number; __dataMs?: number; __pivot?: () => Promise<number> };
const bench = window as unknown as BenchWindow;

const dataStarted = performance.now();
const samples = benchSamples();
const results = benchResults();
bench.__dataMs = performance.now() - dataStarted;

const controller = new GridController<Record<string, unknown>>({
  rows: results, columns: [{ field: 'RowName', title: 'Row', width: 90, readOnly: true, pinned: true }, ...resultColumns((field) => field, samples)], canAddRows: true,
  keyOf: (row) => String(row.ArGuid), validateRows: validateResultRows, deriveCells: deriveResultCells,
});

let showPivot: (() => void) | null = null;
let pivotDrawn: (() => void) | null = null;

function ResultsBench() {
  const [pivot, setPivot] = useState<GridController<object> | null>(null);
  showPivot = () => {
    const table = pivotResults(results, samples);
    const built = new GridController({ rows: table.rows, columns: pivotColumns((field) => field, table.samples), canAddRows: false, keyOf: (row) => row.key });
    flushSync(() => setPivot(built as GridController<object>));
  };
  return pivot
    ? <DataGrid key="pivot" controller={pivot} cellControl={FieldCellControl} label="Pivot" onFirstRows={() => pivotDrawn?.()} />
    : <DataGrid key="grid" controller={controller as GridController<object>} cellControl={FieldCellControl} label="Results" rowHeaders={false} onFirstRows={() => { bench.__ready = performance.now(); }} />;
}

/** Times the switch to the pivot: from the key press's work to the first drawn rows, two frames later. */
bench.__pivot = () => new Promise<number>((resolve) => {
  const started = performance.now();
  pivotDrawn = () => requestAnimationFrame(() => resolve(performance.now() - started));
  showPivot?.();
});

const root = document.getElementById('root');
if (!root) throw new Error('results bench page: #root is missing');
createRoot(root).render(<ResultsBench />);
installBenchHooks({ scroller: () => root.querySelector<HTMLElement>('[role=grid]'), controller: null, rowHeight: 32, lastTitle: 'ReportedDate' });
