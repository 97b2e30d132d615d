import { transformPoint } from '../../../src/domain/coordinates/transform';
import type { MeasurementPoint } from '../../../src/domain/entities/measurement-point';
import { formatTsv } from '../../../src/grid/model/clipboard';
import type { XyzImportContext } from '../../../src/grids/xyz/model';

/** Amersfoort centre in RD, where the points lie (within 2 km either way). */
const centre = { x: 155000, y: 463000 };

/** A deterministic spread of numbers in [0, 1), so every run pastes the same block. */
function spread(index: number, salt: number): number {
  const value = Math.sin(index * 12.9898 + salt * 78.233) * 43758.5453;
  return value - Math.floor(value);
}

/** Name of stored point `index` (1-based): B00001 … */
const storedName = (index: number) => `B${String(index).padStart(5, '0')}`;

/** A project of `count` RD points around Amersfoort, each with MpID and MpGuid; every third has a tube. */
export function rdProjectPoints(count: number): { points: MeasurementPoint[]; gaugingTubes: { MpID: number }[] } {
  const points: MeasurementPoint[] = [];
  const gaugingTubes: { MpID: number }[] = [];
  for (let index = 1; index <= count; index++) {
    points.push({
      MpID: index, MpGuid: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`, MpName: storedName(index),
      MpXCoord: Number((centre.x - 2000 + 4000 * spread(index, 1)).toFixed(2)), MpYCoord: Number((centre.y - 2000 + 4000 * spread(index, 2)).toFixed(2)),
    });
    if (index % 3 === 0) gaugingTubes.push({ MpID: index });
  }
  return { points, gaugingTubes };
}

/**
 * The clipboard text of a spreadsheet of `count` rows in WGS84 with a header: half the rows name
 * stored points (every other one in lower case), half are new; one row in five is a gauging tube
 * with Z, MV and NAP; unless `clean`, one row in a hundred has a decimal comma (refused). `nameOf`
 * names the even rows (default storedName), e.g. after another project's points.
 */
export function wgs84PasteText(count: number, clean = false, nameOf: (index: number) => string = storedName): string {
  const rows: string[][] = [['Naam', 'Lengte', 'Breedte', 'Z', 'Peilbuis', 'Referentievlak', 'Referentietype']];
  for (let index = 1; index <= count; index++) {
    const stored = index % 2 === 0;
    const name = stored ? nameOf(index) : `N${String(index).padStart(5, '0')}`;
    const rd = { x: centre.x - 2000 + 4000 * spread(index, 3), y: centre.y - 2000 + 4000 * spread(index, 4) };
    const moved = transformPoint(rd, 'EPSG:28992', 'EPSG:4326');
    if (!moved.ok) throw new Error('fixture point does not transform');
    const tube = index % 5 === 0;
    const x = moved.value.x.toFixed(8);
    rows.push([
      index % 4 === 0 ? name.toLowerCase() : name,
      !clean && index % 100 === 7 ? x.replace('.', ',') : x,
      moved.value.y.toFixed(8),
      tube ? (1 + spread(index, 5)).toFixed(2) : '',
      tube ? 'ja' : '',
      tube ? 'MV' : '',
      tube ? 'NAP' : '',
    ]);
  }
  return formatTsv(rows);
}

/** Pasted in WGS84, stored in RD, with the seeded reference lists. */
export const wgs84IntoRd: XyzImportContext = {
  sourceSystem: 'EPSG:4326',
  projectSystem: 'EPSG:28992',
  referencePlanes: [{ code: 'MV', description: 'Maaiveld' }, { code: 'BKB', description: 'Bovenkant buis' }],
  referenceTypes: [{ code: 'NAP', description: 'Normaal Amsterdams Peil' }, { code: 'TAW', description: 'Tweede Algemene Waterpassing' }],
};
