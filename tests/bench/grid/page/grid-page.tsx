/**
 * The grid bench page (issue 5, deliver 3): our grid over the peers' 100,000 × 30 dataset, following
 * shared/bench/peers/README.md 'Measuring another grid'. Built by build-pages.ts; never shipped.
 */
import { COLUMNS, ROW_HEIGHT, loadData } from 'peers-bench-data';
import { installBenchHooks } from './hooks';
import { markReadyWhenRowsShown } from './ready';
import { mountTemporaryGrid } from './temporary-grid';
import './page.css';

const rows = loadData();
const root = document.getElementById('root');
if (!root) throw new Error('grid bench page: #root is missing');
markReadyWhenRowsShown(root, rows[0]?.name ?? 'B00001');
const scroller = mountTemporaryGrid(root, rows, COLUMNS, ROW_HEIGHT);
installBenchHooks({ scroller: () => scroller, controller: null, rowHeight: ROW_HEIGHT, lastTitle: COLUMNS.at(-1)?.title ?? 'Note' });
