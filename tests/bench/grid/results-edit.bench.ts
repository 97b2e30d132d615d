import { GridController } from '../../../src/grid/controller/grid-controller';
import type { GridRowValidator } from '../../../src/grid/controller/grid-types';
import { resultColumns } from '../../../src/grids/results/result-columns';
import { deriveResultCells, validateResultRows } from '../../../src/grids/results/result-rules';
import type { BenchResult } from '../measure';
import { measure } from '../measure';
import { benchComponentCount, benchResults, benchSamples } from './results-data';

const pasteRows = 1000;
const edits = 21;
const pastes = 11;
const opens = 5;

type Row = Record<string, unknown>;

/**
 * The results grid's controller (no drawing) over 120,000 results as the results screen sets it up,
 * timing what an edit costs the duplicate rule (spec 02 section 5): one Component typed, and a 1,000-row
 * Component column pasted (every row changed, the block's last sample left clashing); and opening the
 * grid, where the kept rule builds its index. Each twice: the
 * rule kept incrementally (the grid's way) and checked over every row after each change (the rule
 * called as a plain function), back to back in one process.
 */
export default async function resultsEditBenchmarks(): Promise<BenchResult[]> {
  const results = benchResults();
  const columns = resultColumns((field) => field, benchSamples());
  const ways: [string, GridRowValidator][] = [['every row', (rows) => validateResultRows(rows)], ['kept', validateResultRows]];
  const figures: BenchResult[] = [];
  for (const [way, validateRows] of ways) {
    const open = () => new GridController<Row>({ rows: results, columns, canAddRows: true, keyOf: (row) => String(row.ArGuid), validateRows, deriveCells: deriveResultCells });
    // Opening checks every row either way; kept, it also builds the index the edits then use.
    figures.push(await measure(`results grid: open 120,000 results (controller, no drawing), duplicate rule ${way}`, { samples: opens, warmup: 1, extra: { results: results.length, way } }, open));
    const grid = open();
    const componentCol = grid.columns.visible.findIndex((column) => column.field === 'Component');
    let sample = 0;
    let editErrors = 0;
    figures.push(await measure(`results grid: one Component edit on 120,000 results, duplicate rule ${way}`, {
      samples: edits, warmup: 2,
      setup: () => {
        grid.undo();
        const row = (sample++ * 5711) % results.length;
        grid.selectCell(row, componentCol);
        return { row, value: `Component ${(row + 1) % benchComponentCount}` };
      },
      extra: { results: results.length, way },
    }, ({ value }) => {
      grid.startEdit(null);
      grid.commitEdit(value);
      editErrors = grid.getSnapshot().errorCount;
    }));
    // Both ways must mark the same cells: the last edit's clash (two rows × three fields).
    (figures.at(-1) as BenchResult).errorCountAfterEdit = editErrors;
    grid.undo();
    let block = 0;
    let errorCount = 0;
    figures.push(await measure(`results grid: 1,000-row Component paste on 120,000 results, duplicate rule ${way}`, {
      samples: pastes, warmup: 2,
      setup: () => {
        grid.undo();
        // Block starts on a sample's first result, so whole samples are permuted and the last one is split.
        const top = ((block++ * 17) % 1900) * benchComponentCount;
        grid.selectCell(top, componentCol);
        return Array.from({ length: pasteRows }, (_, i) => `${i % 2 === 0 ? 'Component' : 'component'} ${(((top + i) % benchComponentCount) + 1) % benchComponentCount}`).join('\n');
      },
      extra: { results: results.length, pastedRows: pasteRows, way },
    }, (text) => {
      grid.pasteText(text);
      errorCount = grid.getSnapshot().errorCount;
    }));
    (figures.at(-1) as BenchResult).errorCountAfterPaste = errorCount;
  }
  return figures;
}
