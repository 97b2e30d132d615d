import type { CopyRow, CopyTables } from '../../../../src/domain/copy/copy-tables';

/** GUIDs g-1, g-2, … in order, so a test can say which new row got which. */
export function guidCounter(prefix = 'new'): () => string {
  let next = 0;
  return () => `${prefix}-${++next}`;
}

/**
 * Two points of project 7 as GetMeasurementPointWithChilds answers them (ids, and children linked
 * by MpID, WsID and FtID), plus a tblProjects row and a metadata table that a copy must strip.
 * B9 has two layers, a jar, a tube with a tube sample (bottle, observation) and a surface sample;
 * B12 has one layer and one jar whose name does not start with the point's.
 */
export function sourceTables(): CopyTables {
  const points: CopyRow[] = [
    { MpID: 1, MpGuid: 'mp-b9', PrID: 7, MpName: 'B9', MpXCoord: 155000.5, MpYCoord: 463000.25, MpZCoord: 3.1, MpPointGeometry: 'POINT (155000.50 463000.25 3.10)', SlGuid: 'sl-1', MpRemark: 'oude tank' },
    { MpID: 2, MpGuid: 'mp-b12', PrID: 7, MpName: 'B12', MpXCoord: 155100, MpYCoord: 463100, MpZCoord: null, MpPointGeometry: 'POINT (155100.00 463100.00)', SlGuid: null },
  ];
  return {
    tblProjects: [{ PrID: 7, PrGuid: 'pr-7', PrCode: 'SRC' }],
    tblMetaData: [{ Version: '1.0' }],
    tblMeasurementPoints: points,
    tblLayers: [
      { LaID: 11, LaGuid: 'la-1', MpID: 1, LaFrom: 0, LaTo: 50 },
      { LaID: 12, LaGuid: 'la-2', MpID: 1, LaFrom: 50, LaTo: 120 },
      { LaID: 13, LaGuid: 'la-3', MpID: 2, LaFrom: 0, LaTo: 80 },
    ],
    tblJars: [
      { JrID: 21, JrGuid: 'jr-1', MpID: 1, JrName: 'B9-01', JrFrom: 0, JrTo: 50 },
      { JrID: 22, JrGuid: 'jr-2', MpID: 2, JrName: 'Pot 2', JrFrom: 0, JrTo: 40 },
    ],
    tblFilterTubes: [{ FtID: 31, FtGuid: 'ft-1', MpID: 1, FtName: 'B9-1', FtFrom: 70, FtTo: 120 }],
    tblFinishings: [{ FiID: 41, FiGuid: 'fi-1', MpID: 1, FiTypeCode: 'BENT', FiFrom: 0, FiTo: 20 }],
    tblWaterSamples: [
      { WsID: 51, WsGuid: 'ws-tube', MpID: 1, FtID: 31, WsName: 'B9-1-1', WsMatrixCode: 'GW' },
      { WsID: 52, WsGuid: 'ws-surface', MpID: 1, FtID: null, WsName: 'B9-OW', WsMatrixCode: 'OW', WsFieldSampleGUID: 'jr-1' },
    ],
    tblBottles: [{ BoID: 61, BoGuid: 'bo-1', WsID: 51, BoName: 'B9-1-1-A' }],
    tblObservation: [{ ObID: 71, WsID: 51, WsGuid: 'ws-tube', PrID: 7, ObPropertyCode: 'PH', ObMeasurementValue: '6.8' }],
    tblWaterSampleMeasurements: [{ WmID: 81, WsID: 52, WmPropertyCode: 'EC', WmValue: 420 }],
  };
}
