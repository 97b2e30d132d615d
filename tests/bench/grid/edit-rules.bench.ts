import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import type { PeerColumn, PeerRow, makeRows } from 'peers-bench-data';
import { GridController } from '../../../src/grid/controller/grid-controller';
import type { BenchResult } from '../measure';
import { measure } from '../measure';
import { decimalBlock } from './page/hooks';
import { domainRowValidator } from '../../../src/grids/shared/domain-row-validator';
import { asPointGrid, benchColumns } from './page/point-rules';
import { peersDataModule, peersDir } from './peers-dir';

/** One edit within a frame, a 5,000-row multi-edit within 30 ms, a 10,000 × 4 paste within 100 ms (our own budgets). */
const targets = { editMs: 16, multiEditMs: 30, pasteMs: 100 } as const;

/** The block edit.bench.ts pastes: 10,000 rows of X, Y, Surface and Depth, from the first row. */
const paste = { rows: 10_000, ranges: [[20_000, 270_000], [310_000, 610_000], [-5, 30], [1, 60]] } as const;
const multiEditRows = 5_000;

/** The peers' 100,000 rows, from their generator (the same data the bench page makes). */
async function peerData(): Promise<{ rows: PeerRow[]; columns: readonly PeerColumn[] }> {
  const module = (await import(pathToFileURL(join(peersDir(), peersDataModule)).href)) as { makeRows: typeof makeRows; COLUMNS: readonly PeerColumn[] };
  return { rows: module.makeRows(), columns: module.COLUMNS };
}

/**
 * The points grid's controller without drawing (Node, no browser) over the peers' 100,000 rows as points
 * (wire field names, rows as JSON.parse gives them) with the points grid's own validator: the
 * measurement-point row rules kept incrementally (spec 01 section 5: unique names per project, RD bounds,
 * dates, depths). What one cell edit, a name edit that makes a duplicate, a 5,000-row multi-edit and a
 * 10,000 × 4 paste cost the controller (parse, validate, commit), each undone before the next. The paste and
 * multi-edit also with column rules only. edit.bench.ts times the same paste and multi-edit in Chromium with drawing.
 */
export default async function gridEditRulesBenchmarks(): Promise<BenchResult[]> {
  const peers = await peerData();
  // Name writable here, so an edit can take another point's name (the bench page keeps it read-only).
  const { rows, columns } = asPointGrid(peers.rows, benchColumns(peers.columns).map((column) => (column.field === 'name' ? { ...column, readOnly: false } : column)));
  const col = (field: string) => columns.findIndex((column) => column.field === field);
  const figures: BenchResult[] = [];
  for (const withRules of [true, false]) {
    const label = withRules ? 'measurement-point row rules kept on all 100,000 rows' : 'column rules only';
    const pointRules = domainRowValidator('measurementPoint', { coordinateSystem: 'EPSG:28992' });
    const open = () => new GridController<Record<string, unknown>>({ rows, columns, keyOf: (row) => String(row.MpGuid), ...(withRules ? { validateRows: pointRules } : {}) });
    const grid = open();
    const extra = (more: Record<string, unknown>) => ({ rows: rows.length, rules: withRules ? 'points' : 'columns', ...more });
    let round = 0;
    const errors = () => grid.getSnapshot().errorCount;
    if (withRules) {
      figures.push(await measure(`grid controller: one X edit in a 100,000-row grid, ${label}`, {
        samples: 31, warmup: 3,
        setup: () => {
          grid.undo();
          grid.selectCell((round++ * 7919) % rows.length, col('MpXCoord'));
        },
        extra: extra({ targetMs: targets.editMs }),
      }, () => {
        grid.startEdit(null);
        grid.commitEdit(String(20_000 + round));
      }));
      figures.push(await measure(`grid controller: one Name edit taking another point's name in a 100,000-row grid, ${label}`, {
        samples: 31, warmup: 3,
        setup: () => {
          grid.undo();
          const row = (round++ * 7919) % rows.length;
          grid.selectCell(row, col('MpName'));
          return String(rows[(row + 1) % rows.length]?.MpName ?? '');
        },
        extra: extra({ targetMs: targets.editMs }),
      }, (name) => {
        grid.startEdit(null);
        grid.commitEdit(name);
      }));
      (figures.at(-1) as BenchResult).errorCountAfterEdit = errors();
      grid.undo();
    }
    // Description is read by no point rule, so the rules' verdicts stand; the remark is read by one (its length), so every row is checked again.
    for (const field of withRules ? ['description', 'MpRemark'] : ['description']) {
      figures.push(await measure(`grid controller: multi-edit of 5,000 rows (no drawing) of ${field === 'description' ? 'a field no row rule reads' : 'the remark, which a row rule reads'}, ${label}`, {
        samples: 11, warmup: 2,
        setup: () => {
          grid.undo();
          grid.selectRows(0, multiEditRows - 1);
          return `multi-edit ${round++}`;
        },
        extra: extra({ field, targetMs: targets.multiEditMs }),
      }, (value) => {
        if (grid.multiEdit(field, value) !== multiEditRows) throw new Error('multi-edit wrote fewer rows than selected');
      }));
    }
    grid.undo();
    figures.push(await measure(`grid controller: paste of 10,000 × 4 cells (parse, validate, commit; no drawing), ${label}`, {
      samples: 11, warmup: 2,
      setup: () => {
        grid.undo();
        grid.selectCell(0, col('MpXCoord'));
        return decimalBlock(paste.rows, paste.ranges, round++);
      },
      extra: extra({ targetMs: targets.pasteMs }),
    }, (text) => {
      grid.pasteText(text);
    }));
    (figures.at(-1) as BenchResult).errorCountAfterPaste = errors();
  }
  return figures;
}
