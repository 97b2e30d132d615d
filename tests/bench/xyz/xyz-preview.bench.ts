import { buildXyzPreview, buildXyzSavePlan, createXyzPreviewer, parseXyzBlock, xyzCellsFromTexts } from '../../../src/grids/xyz/model';
import { measure, type BenchResult } from '../measure';
import { rdProjectPoints, wgs84IntoRd, wgs84PasteText } from './xyz-fixtures';

/** Spec 02 section 2, batch XYZ import: a paste of 10,000 XYZ rows to its preview within 500 ms (node side; the browser is measured apart). */
const targetMs = 500;
const rowCount = 10000;

/**
 * The XYZ import's model on 10,000 pasted WGS84 rows against a 10,000-point RD project: parse, the
 * whole preview (validate, match by name, reproject, count), a preview again after one cell is
 * fixed (unchanged rows keep their checks), and the save plan. Medians in ms.
 */
export default async function xyzPreviewBenchmarks(): Promise<BenchResult[]> {
  const project = rdProjectPoints(rowCount);
  const text = wgs84PasteText(rowCount);
  const extra = { rows: rowCount, projectPoints: project.points.length, pastedBytes: text.length };

  const block = parseXyzBlock(text);
  const preview = buildXyzPreview(block.rows, project, wgs84IntoRd);
  const counts = preview.counts;

  const previewer = createXyzPreviewer(project, wgs84IntoRd);
  previewer(block.rows);
  let round = 0;
  const clean = buildXyzPreview(block.rows.filter((row) => !row.cells.x.includes(',')), project, wgs84IntoRd);

  return [
    await measure('XYZ parse: 10,000 pasted rows (TSV)', { samples: 15, extra }, () => parseXyzBlock(text)),
    await measure('XYZ paste to preview: 10,000 WGS84 rows against 10,000 RD points (parse, validate, match, reproject, counts)', {
      samples: 15, extra: { ...extra, targetMs, counts },
    }, () => buildXyzPreview(parseXyzBlock(text).rows, project, wgs84IntoRd).counts),
    await measure('XYZ preview again after fixing one cell of 10,000 rows', { samples: 15, extra }, () => {
      round += 1;
      const rows = [...block.rows];
      const first = rows[0];
      if (first) rows[0] = { sourceRow: first.sourceRow, cells: xyzCellsFromTexts(['N-edit', `5.${String(380000 + round)}`, '52.155', '', '', '', '']) };
      return previewer(rows).counts;
    }),
    await measure('XYZ save plan of 9,900 clean rows', { samples: 15, extra: { rows: clean.rows.length } }, () => {
      let next = 0;
      return buildXyzSavePlan(clean, { makeGuid: () => `guid-${++next}` });
    }),
  ];
}
