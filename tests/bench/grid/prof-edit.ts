import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import type { PeerColumn, PeerRow, makeRows } from 'peers-bench-data';
import { GridController } from '../../../src/grid/controller/grid-controller';
import { decimalBlock } from './page/hooks';
import { benchColumns, pointRowRules } from './page/point-rules';
import { peersDataModule, peersDir } from './peers-dir';

const module = (await import(pathToFileURL(join(peersDir(), peersDataModule)).href)) as { makeRows: typeof makeRows; COLUMNS: readonly PeerColumn[] };
const rows = module.makeRows();
const columns = benchColumns(module.COLUMNS);
const col = (field: string) => columns.findIndex((column) => column.field === field);
const grid = new GridController<PeerRow>({ rows, columns, keyOf: (row) => row.name, validateRows: pointRowRules });
const what = process.env.WHAT ?? 'multi';
const xs: number[] = [];
for (let i = 0; i < 40; i++) {
  grid.undo();
  if (what === 'multi') {
    grid.selectRows(0, 4999);
    const t = performance.now();
    grid.multiEdit('description', `m ${i}`);
    xs.push(performance.now() - t);
  } else {
    grid.selectCell(0, col('x'));
    const text = decimalBlock(10_000, [[20_000, 270_000], [310_000, 610_000], [-5, 30], [1, 60]], i);
    const t = performance.now();
    grid.pasteText(text);
    xs.push(performance.now() - t);
  }
}
xs.sort((a, b) => a - b);
console.log(what, 'median', xs[20]?.toFixed(1), 'min', xs[0]?.toFixed(1));
