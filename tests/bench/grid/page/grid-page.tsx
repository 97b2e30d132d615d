/**
 * The grid bench page: our DataGrid over the peers' 100,000 × 30 dataset,
 * following shared/bench/peers/README.md 'Measuring another grid'. Built by build-pages.ts; never
 * shipped. `?rules=points` adds the measurement points' row rules (edit.bench.ts).
 */
import { createRoot } from 'react-dom/client';
import { COLUMNS, ROW_HEIGHT, loadData, markReady } from 'peers-bench-data';
import type { PeerRow } from 'peers-bench-data';
import { DataGrid, GridController } from '../../../../src/grid';
import { FieldCellControl } from '../../../../src/screens/grid-screen/FieldCellControl';
import '../../../../src/i18n';
import { installBenchHooks } from './hooks';
import { benchColumns, pointRowRules } from './point-rules';
import './page.css';

const rows = loadData();
const withRules = new URLSearchParams(window.location.search).get('rules') === 'points';
const controller = new GridController<PeerRow>({
  rows,
  keyOf: (row) => row.name,
  columns: benchColumns(COLUMNS),
  ...(withRules ? { validateRows: pointRowRules } : {}),
});

const root = document.getElementById('root');
if (!root) throw new Error('grid bench page: #root is missing');
createRoot(root).render(
  // No row-number gutter: Name is the first column, at the left edge, as the peers' row check reads it.
  <DataGrid controller={controller as GridController<object>} cellControl={FieldCellControl} label="Grid benchmark" rowHeaders={false} onFirstRows={markReady} />,
);
installBenchHooks({
  scroller: () => root.querySelector<HTMLElement>('[role=grid]'),
  controller,
  rowHeight: ROW_HEIGHT,
  lastTitle: COLUMNS.at(-1)?.title ?? 'Note',
});
