import type { CodeOption } from '../../../../../src/domain/editing/code-options';
import type { XyzImportContext, XyzProjectData, XyzSourceRow } from '../../../../../src/grids/xyz/model';
import { xyzCellsFromTexts } from '../../../../../src/grids/xyz/model';

/** The seeded reference plane types (code list 1013) as the screen gets them. */
const referencePlanes: CodeOption[] = [
  { code: 'MV', description: 'Maaiveld' }, { code: 'BKB', description: 'Bovenkant buis' },
  { code: 'WS', description: 'Waterspiegel' }, { code: 'WB', description: 'Waterbodem' },
];

/** The seeded reference point types (code list 1014). */
const referenceTypes: CodeOption[] = [
  { code: 'NAP', description: 'Normaal Amsterdams Peil' }, { code: 'TAW', description: 'Tweede Algemene Waterpassing' },
  { code: 'NGF', description: 'Nivellement Général de la France' }, { code: 'LOK', description: 'Lokaal referentiepunt' },
];

/** An RD project with three points; B2 already has a gauging tube. */
export const rdProject: XyzProjectData = {
  points: [
    { MpID: 11, MpGuid: 'guid-b1', MpName: 'B1', MpXCoord: 155100, MpYCoord: 463100, MpZCoord: 1.5, MpTypeCode: 'B' },
    { MpID: 12, MpGuid: 'guid-b2', MpName: 'B2 ', MpXCoord: 155200, MpYCoord: 463200, MpTypeCode: 'PB' },
    { MpID: 13, MpGuid: 'guid-pg3', MpName: 'Pg3', MpXCoord: null, MpYCoord: null },
  ],
  gaugingTubes: [{ MpID: 12 }],
};

/** An import context: pasted in `sourceSystem`, stored in `projectSystem`. */
export function context(sourceSystem: string, projectSystem: string | null = 'EPSG:28992', extra: Partial<XyzImportContext> = {}): XyzImportContext {
  return { sourceSystem, projectSystem, referencePlanes, referenceTypes, ...extra };
}

/** Source rows from rows of cell texts, numbered from `firstRow`. */
export function rows(texts: readonly (readonly string[])[], firstRow = 1): XyzSourceRow[] {
  return texts.map((cells, index) => ({ sourceRow: firstRow + index, cells: xyzCellsFromTexts(cells) }));
}
