import { describe, expect, it } from 'vitest';
import { createFormatLog } from '../../../../src/domain/formats/export-log';
import { fitToStorageRules } from '../../../../src/domain/formats/import-fitting';
import type { ProjectTables } from '../../../../src/domain/formats/tree-tables';

function fitted(document: ProjectTables) {
  const log = createFormatLog();
  fitToStorageRules(document, log);
  return { document, log: log.entries.map((entry) => [entry.level, entry.key, entry.params]) };
}

describe('fitting an imported file to the storage rules, every change logged (spec 01 sections 4, 5 and 9)', () => {
  it('rounds coordinates to the decimals the system keeps and names each point', () => {
    const { document, log } = fitted({ project: { PrCoordinateSystem: 'EPSG:4326' }, tables: { tblMeasurementPoints: [{ MpGuid: 'a', MpName: 'PB01', MpXCoord: 4.358954632907231, MpYCoord: 52.004 }] } });
    expect(document.tables.tblMeasurementPoints?.[0]).toMatchObject({ MpXCoord: 4.35895463, MpYCoord: 52.004 });
    expect(log).toEqual([['warning', 'exchange.import.coordinatesRounded', { point: 'PB01', digits: 8 }]]);
  });

  it('keeps the clock time of an XML date-time, without zone or fractions, silently: nothing of the value is lost', () => {
    const { document, log } = fitted({ project: {}, tables: { tblMeasurementPoints: [{ MpGuid: 'a', MpDate: '2018-03-08T00:00:00+01:00' }, { MpGuid: 'b', MpDate: '2021-02-26T13:04:07.0000000Z' }] } });
    expect(document.tables.tblMeasurementPoints?.map((point) => point.MpDate)).toEqual(['2018-03-08T00:00:00', '2021-02-26T13:04:07']);
    expect(log).toEqual([]);
  });

  it('cuts a remark beyond 250 characters, renames a repeated jar name, keeps a long barcode beside the field', () => {
    const { document, log } = fitted({
      project: { PrRemark: 'x'.repeat(300) },
      tables: { tblJars: [{ JrGuid: '1', JrName: 'F02-1', JrBarcode: 'AB123543' }, { JrGuid: '2', JrName: 'F02-1' }] },
    });
    expect(document.project.PrRemark).toHaveLength(250);
    expect(document.tables.tblJars).toEqual([{ JrGuid: '1', JrName: 'F02-1', JrBarcode: null, JrBarcodeAsDelivered: 'AB123543' }, { JrGuid: '2', JrName: 'F02-2' }]);
    expect(log.map(([level, key]) => [level, key])).toEqual([
      ['warning', 'exchange.import.nameRenamed'], ['warning', 'exchange.import.remarkShortened'], ['warning', 'exchange.import.barcodeKeptBeside'],
    ]);
  });

  it('gives groundwater samples the file hangs under no filter one gauging tube per point; surface water stays on the point', () => {
    const { document, log } = fitted({
      project: {},
      tables: {
        tblMeasurementPoints: [{ MpGuid: 'p', MpName: 'J01' }],
        tblWaterSamples: [{ WsGuid: 's1', MpGuid: 'p', WsMatrixCode: 'GW' }, { WsGuid: 's2', MpGuid: 'p', WsMatrixCode: 'GW' }, { WsGuid: 's3', MpGuid: 'p', WsMatrixCode: 'OW' }],
      },
    });
    const [tube] = document.tables.tblFilterTubes ?? [];
    expect(tube).toMatchObject({ FtName: 'J01-1', MpGuid: 'p' });
    expect(document.tables.tblWaterSamples?.map((sample) => sample.FtGuid ?? null)).toEqual([tube?.FtGuid, tube?.FtGuid, null]);
    expect(log).toEqual([['warning', 'exchange.import.tubeAdded', { point: 'J01', tube: 'J01-1' }]]);
  });
});
