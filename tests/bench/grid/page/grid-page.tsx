/**
 * The grid bench page: our DataGrid over the peers' 100,000 × 30 dataset,
 * following shared/bench/peers/README.md 'Measuring another grid'. Built by build-pages.ts; never
 * shipped. `?rules=points` holds the rows as the points grid holds its points (wire field names) with the
 * points grid's own row rules, kept incrementally (edit.bench.ts).
 */
import { createRoot } from 'react-dom/client';
import { COLUMNS, ROW_HEIGHT, loadData, markReady } from 'peers-bench-data';
import type { PeerRow } from 'peers-bench-data';
import { DataGrid, GridController } from '../../../../src/grid';
import { domainRowValidator } from '../../../../src/grids/shared/domain-row-validator';
import { FieldCellControl } from '../../../../src/screens/grid-screen/FieldCellControl';
import '../../../../src/i18n';
import { installBenchHooks } from './hooks';
import { asPointGrid, benchColumns } from './point-rules';
import './page.css';

const withRules = new URLSearchParams(window.location.search).get('rules') === 'points';
const controller = withRules ? pointsController(loadData()) : new GridController<PeerRow>({ rows: loadData(), keyOf: (row) => row.name, columns: benchColumns(COLUMNS) });

/** The peers' rows as points, with the measurement-point row rules (spec 01 section 5) as the points grid runs them. */
function pointsController(peerRows: readonly PeerRow[]): GridController<Record<string, unknown>> {
  const { rows, columns } = asPointGrid(peerRows, benchColumns(COLUMNS));
  return new GridController({ rows, columns, keyOf: (row) => String(row.MpGuid), validateRows: domainRowValidator('measurementPoint', { coordinateSystem: 'EPSG:28992' }) });
}

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
