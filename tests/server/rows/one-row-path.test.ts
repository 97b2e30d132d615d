import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entityDescriptors } from '../../../src/domain/entities/entity-descriptors';
import type { EntityKind } from '../../../src/domain/entities/entity-descriptors';
import { selectEntityRows } from '../../../server/db/repositories/entity-rows';
import type { WireRow } from '../../../server/db/repositories/entity-rows';
import { forEachDatabase, startTestServer } from '../harness';
import type { Session, TestServer } from '../harness';

const data = '/ITWDataRestService_V1_0';

/** The parents one project's rows hang under, made once per database. */
interface Parents {
  prId: number;
  mpGuid: string;
  mpId: number;
  wsGuid: string;
  wsId: number;
  caId: number;
}

/** One Set… call of spec 01 section 7 as the one row path serves it. */
interface SetCall {
  call: string;
  kind: EntityKind;
  /** The data of a write, around its rows (or its keys, for a DELETE). */
  envelope(parents: Parents): WireRow;
  listField: string;
  deleteField: string;
  /** Where the stored rows are found: the parent column and its id. */
  parent(parents: Parents): { column: string; id: number };
  /** A valid new row (without its key), and a field to change on update. */
  row(n: number): WireRow;
  change: WireRow;
  /** A row the domain's rules refuse, and the field they name (kinds with rules only). */
  broken?: { row: WireRow; field: string };
}

const calls: SetCall[] = [
  {
    call: 'SetMeasurementPoints', kind: 'measurementPoint', listField: 'MeasurementPoints', deleteField: 'MpGuids',
    envelope: (p) => ({ PrID: p.prId }), parent: (p) => ({ column: 'PrID', id: p.prId }),
    row: (n) => ({ MpName: `R${n}`, MpXCoord: 155000 + n, MpYCoord: 463000 }), change: { MpRemark: 'changed' },
    broken: { row: { MpName: '', MpXCoord: 155000, MpYCoord: 463000 }, field: 'MpName' },
  },
  {
    call: 'SetLayers', kind: 'layer', listField: 'Layers', deleteField: 'DeleteLaGuid',
    envelope: (p) => ({ PrID: p.prId, MpGuid: p.mpGuid }), parent: (p) => ({ column: 'MpID', id: p.mpId }),
    row: (n) => ({ LaFrom: 100 * n, LaTo: 100 * n + 50 }), change: { LaRemark: 'changed' },
    broken: { row: { LaFrom: 900, LaTo: 800 }, field: 'LaTo' },
  },
  {
    call: 'SetSoilSamples', kind: 'jar', listField: 'Jars', deleteField: 'JrGuid',
    envelope: (p) => ({ PrID: p.prId, MpGuid: p.mpGuid }), parent: (p) => ({ column: 'MpID', id: p.mpId }),
    row: (n) => ({ JrName: `J${n}`, JrFrom: 0, JrTo: 50 }), change: { JrBarcode: 'AB1' },
    broken: { row: { JrName: 'JX', JrFrom: 90, JrTo: 10 }, field: 'JrTo' },
  },
  {
    call: 'SetGaugingTubes', kind: 'filterTube', listField: 'FilterTubes', deleteField: 'FtGuid',
    envelope: (p) => ({ PrID: p.prId, MpGuid: p.mpGuid }), parent: (p) => ({ column: 'MpID', id: p.mpId }),
    row: (n) => ({ FtName: `T${n}`, FtFrom: 100, FtTo: 200 }), change: { FtTo: 250 },
    broken: { row: { FtName: 'TX', FtFrom: 300, FtTo: 100 }, field: 'FtTo' },
  },
  {
    call: 'SetFinishings', kind: 'finishing', listField: 'Finishings', deleteField: 'FiGuid',
    envelope: (p) => ({ PrID: p.prId, MpGuid: p.mpGuid }), parent: (p) => ({ column: 'MpID', id: p.mpId }),
    row: () => ({ FiFrom: 0, FiTo: 100 }), change: { FiTo: 120 },
    broken: { row: { FiFrom: 200, FiTo: 100 }, field: 'FiTo' },
  },
  {
    call: 'SetWaterSamples', kind: 'waterSample', listField: 'WaterSamples', deleteField: 'WsGuid',
    envelope: (p) => ({ PrID: p.prId, MpGuid: p.mpGuid }), parent: (p) => ({ column: 'MpID', id: p.mpId }),
    row: (n) => ({ WsName: `W${n}`, WsMatrixCode: 'OW' }), change: { WsRemark: 'changed' },
    broken: { row: { WsName: 'x'.repeat(51), WsMatrixCode: 'OW' }, field: 'WsName' },
  },
  {
    call: 'SetWaterSampleBottles', kind: 'bottle', listField: 'Bottles', deleteField: 'BoGuid',
    envelope: (p) => ({ PrID: p.prId, MpGuid: p.mpGuid, WsGuid: p.wsGuid }), parent: (p) => ({ column: 'WsID', id: p.wsId }),
    row: (n) => ({ BoName: `B${n}` }), change: { BoBarcode: 'AB12' },
    broken: { row: { BoName: 'BX', BoBarcode: 'TOOLONG' }, field: 'BoBarcode' },
  },
  {
    call: 'SetSubLocation', kind: 'sublocation', listField: 'Sublocations', deleteField: 'SlGuid',
    envelope: (p) => ({ PrID: p.prId }), parent: (p) => ({ column: 'PrID', id: p.prId }),
    row: (n) => ({ SlName: `S${n}` }), change: { SlNameInspector: 'Inspector' },
  },
  {
    call: 'SetLocationVisits', kind: 'locationVisit', listField: 'LocationVisits', deleteField: 'LvGuid',
    envelope: (p) => ({ PrID: p.prId }), parent: (p) => ({ column: 'PrID', id: p.prId }),
    row: () => ({ LvDate: '2026-11-01T00:00:00' }), change: { LvRemark: 'changed' },
    broken: { row: { LvDate: 'yesterday' }, field: 'LvDate' },
  },
  {
    call: 'SetSummaryAndConclusion', kind: 'summaryConclusion', listField: 'SummaryConclusions', deleteField: 'SmGUID',
    envelope: (p) => ({ PrID: p.prId }), parent: (p) => ({ column: 'PrID', id: p.prId }),
    row: () => ({ SmType: 'S', SmText: 'text' }), change: { SmText: 'changed' },
  },
  {
    call: 'SetConcernedContact', kind: 'concernedContact', listField: 'ConcernedContacts', deleteField: 'CcGUID',
    envelope: (p) => ({ PrID: p.prId }), parent: (p) => ({ column: 'PrID', id: p.prId }),
    row: (n) => ({ CcCompanyName: `Company ${n}` }), change: { CcContactPerson: 'Someone' },
  },
  {
    call: 'SetCadastralOvam', kind: 'cadastralOvam', listField: 'CadastralOvam', deleteField: 'CaGUID',
    envelope: (p) => ({ PrID: p.prId }), parent: (p) => ({ column: 'PrID', id: p.prId }),
    row: (n) => ({ CaName: `Parcel ${n}` }), change: { CaDepartment: 'changed' },
  },
  {
    call: 'SetCadastralOvamCustomer', kind: 'cadastralOvamCustomer', listField: 'Customers', deleteField: 'CuID',
    envelope: (p) => ({ CaID: p.caId, PrID: p.prId }), parent: (p) => ({ column: 'CaID', id: p.caId }),
    row: (n) => ({ CuCustomerName: `Customer ${n}` }), change: { CuCustomerName: 'changed' },
  },
  {
    call: 'SetCadastralOvamVlaremAct', kind: 'cadastralOvamVlaremAct', listField: 'VlaremActs', deleteField: 'VLID',
    envelope: (p) => ({ CaID: p.caId, PrID: p.prId }), parent: (p) => ({ column: 'CaID', id: p.caId }),
    row: () => ({ VlStartDate: '2026-01-01T00:00:00' }), change: { VlStartDate: '2026-02-01T00:00:00' },
  },
  {
    call: 'SetAnalysisSamples', kind: 'analysisSample', listField: 'AnalysisSamples', deleteField: 'AsGuid',
    envelope: (p) => ({ PrID: p.prId }), parent: (p) => ({ column: 'PrID', id: p.prId }),
    row: (n) => ({ Name: `AS${n}`, MatrixCode: 'GR', From: 0, To: 50 }), change: { AssessmentResult: 'changed' },
  },
  {
    call: 'SetMapContours', kind: 'mapContour', listField: 'MapContours', deleteField: 'CoGuid',
    envelope: (p) => ({ PrID: p.prId }), parent: (p) => ({ column: 'PrID', id: p.prId }),
    row: (n) => ({ CoType: 'excavation', CoZone: `Zone ${n}`, CoGeoJson: JSON.stringify({ type: 'Polygon', coordinates: [[[155000, 463000], [155010 + n, 463000], [155010, 463010], [155000, 463000]]] }) }),
    change: { CoZone: 'changed' },
    broken: { row: { CoType: 'excavation', CoGeoJson: '{"type":"Polygon","coordinates":[[[1,2],[3,4]]]}' }, field: 'CoGeoJson' },
  },
  {
    call: 'SetTasks', kind: 'task', listField: 'Tasks', deleteField: 'TaGuid',
    envelope: (p) => ({ PrID: p.prId }), parent: (p) => ({ column: 'PrID', id: p.prId }),
    row: (n) => ({ TaName: `Task ${n}`, TaDone: false }), change: { TaDone: true },
    broken: { row: { TaName: '   ' }, field: 'TaName' },
  },
];

function firstRow(answer: { body: { FileContent?: string } }, table: string): WireRow {
  const tables = JSON.parse(answer.body.FileContent ?? '{}') as { VeldData: Record<string, WireRow[]> };
  const row = tables.VeldData[table]?.at(-1);
  if (!row) throw new Error(`no ${table} in the answer`);
  return row;
}

function tableOf(fileContent: string | undefined, table: string): WireRow[] {
  const tables = JSON.parse(fileContent ?? '{}') as { VeldData?: Record<string, WireRow[]> };
  const rows = tables.VeldData?.[table];
  if (!rows) throw new Error(`no ${table} in the answer`);
  return rows;
}

const readTable = (answer: { body: { Files?: { FileContent?: string }[] } }, table: string) => tableOf(answer.body.Files?.[0]?.FileContent, table);

describe('the one write path for rows under a parent, through every Set… call (spec 01 sections 5, 7 and 8)', () => forEachDatabase((dialect) => {
  let server: TestServer;
  let session: Session;
  let parents: Parents;

  beforeAll(async () => {
    server = await startTestServer({ dialect });
    session = await server.login();
    const project = await session.call(`${data}/SetProject`, { action: 'INSERT', data: { PrCode: 'ROWS', PrCoordinateSystem: 'EPSG:28992' } });
    const prId = Number(firstRow(project, 'tblProjects').PrID);
    const point = await session.call(`${data}/SetMeasurementPoints`, { action: 'INSERT', data: { PrID: prId, MeasurementPoints: [{ MpName: 'P1', MpXCoord: 155000, MpYCoord: 463000 }] } });
    const { MpGuid: mpGuid, MpID: mpId } = firstRow(point, 'tblMeasurementPoints');
    const sample = await session.call(`${data}/SetWaterSamples`, { action: 'INSERT', data: { PrID: prId, MpGuid: mpGuid, WaterSamples: [{ WsName: 'PARENT', WsMatrixCode: 'OW' }] } });
    const { WsGuid: wsGuid, WsID: wsId } = firstRow(sample, 'tblWaterSamples');
    const record = await session.call(`${data}/SetCadastralOvam`, { action: 'INSERT', data: { PrID: prId, CadastralOvam: [{ CaName: 'PARENT' }] } });
    parents = { prId, mpGuid: String(mpGuid), mpId: Number(mpId), wsGuid: String(wsGuid), wsId: Number(wsId), caId: Number(firstRow(record, 'tblCadastralOvam').CaID) };
  });
  afterAll(() => server.close());

  const stored = (spec: SetCall) => {
    const { column, id } = spec.parent(parents);
    return selectEntityRows(server.db, spec.kind, { column, values: [id] });
  };
  const write = (spec: SetCall, action: string, rows: WireRow[]) =>
    session.call(`${data}/${spec.call}`, { action, data: { ...spec.envelope(parents), [spec.listField]: rows } });

  it.each(calls)('$call: INSERT, UPDATE and DELETE match keys in any letter case; every refusal writes nothing and says why', async (spec) => {
    const { guidField, idField } = entityDescriptors[spec.kind];
    const before = (await stored(spec)).length;
    const guid = `AbC-${spec.call}-0001`;
    const inserted = await write(spec, 'INSERT', [{ ...spec.row(1), ...(guidField ? { [guidField]: guid } : {}) }]);
    expect(inserted.body.ResultCode).toBe('Import_Succes');
    const rows = await stored(spec);
    expect(rows).toHaveLength(before + 1);
    const key = guidField ? guid : Number(rows.at(-1)?.[idField]);
    const otherCase = typeof key === 'string' ? key.toLowerCase() : key;
    const keyed = (row: WireRow) => (guidField ? { ...row, [guidField]: otherCase } : { ...row, [idField]: key });

    const updated = await write(spec, 'UPDATE', [keyed(spec.change)]);
    expect(updated.body.ResultCode).toBe('Import_Succes');
    const afterUpdate = await stored(spec);
    expect(afterUpdate).toHaveLength(before + 1);
    expect(afterUpdate.find((row) => row[idField] === rows.at(-1)?.[idField])).toMatchObject({ ...spec.change, ...(guidField ? { [guidField]: guid } : {}) });

    const refusals: WireRow[][] = [[keyed({})].map((row) => ({ ...row, ...(guidField ? { [guidField]: 'no-such-row' } : { [idField]: 987654 }) }))];
    if (guidField) refusals.push([{ ...spec.row(2), [guidField]: guid.toUpperCase() }], [{ ...spec.row(3), [guidField]: 'twice' }, { ...spec.row(4), [guidField]: 'TWICE' }]);
    for (const [index, sent] of refusals.entries()) {
      const answer = await write(spec, index === 0 ? 'UPDATE' : 'INSERT', sent);
      expect(answer.body, JSON.stringify(sent)).toMatchObject({ ResultCode: 'Import_Failed' });
      expect(String(answer.body.ResultMessage)).not.toMatch(/\{\{/);
      expect(await stored(spec)).toEqual(afterUpdate);
    }

    const deleted = await session.call(`${data}/${spec.call}`, { action: 'DELETE', data: { ...spec.envelope(parents), [spec.deleteField]: [typeof key === 'string' ? key.toUpperCase() : key] } });
    expect(deleted.body.ResultCode).toBe('Import_Succes');
    expect(await stored(spec)).toHaveLength(before);
    const again = await session.call(`${data}/${spec.call}`, { action: 'DELETE', data: { ...spec.envelope(parents), [spec.deleteField]: [key] } });
    expect(again.body.ResultCode).toBe('Import_Failed');
  });

  it.each(calls.filter((spec) => spec.broken))('$call: a row the domain refuses comes back at its row and field, nothing written', async (spec) => {
    const before = await stored(spec);
    const answer = await write(spec, 'INSERT', [spec.row(7), spec.broken?.row ?? {}]);
    expect(answer.body).toMatchObject({ ResultCode: 'Import_Failed', Issues: expect.arrayContaining([expect.objectContaining({ row: '#1', field: spec.broken?.field, severity: 'error' })]) });
    expect(await stored(spec)).toEqual(before);
  });

  it('SetMeasurementPoints and SetLayers answer their rows as stored, exactly as the Get calls read them afterwards', async () => {
    const read = (call: string, parameters: WireRow) => session.call(`${data}/${call}`, { LanguageCode: 'eng', WebserviceVersion: '1.0', Parameters: { ExportFormat: 'json', ProjectID: String(parents.prId), ...parameters } });
    const pointWrite = (action: string, rows: WireRow[]) => session.call(`${data}/SetMeasurementPoints`, { action, data: { PrID: parents.prId, MeasurementPoints: rows } });
    const inserted = await pointWrite('INSERT', [{ MpName: 'ANSWERED', MpXCoord: 155001.25, MpYCoord: 463000.5, FieldSeenOnSite: 'kept' }]);
    expect(inserted.body.ResultCode).toBe('Import_Succes');
    const points = tableOf(inserted.body.FileContent as string, 'tblMeasurementPoints');
    expect(points).toEqual(readTable(await read('GetMeasurementPoints', {}), 'tblMeasurementPoints'));
    const point = points.find((row) => row.MpName === 'ANSWERED');
    expect(point).toMatchObject({ FieldSeenOnSite: 'kept', RowVersion: 1, MpZCoord: null });

    const updated = await pointWrite('UPDATE', [{ MpGuid: point?.MpGuid, MpRemark: 'answered', MpZCoord: 1.5, RowVersion: 1 }]);
    expect(updated.body.ResultCode).toBe('Import_Succes');
    const pointsAfter = tableOf(updated.body.FileContent as string, 'tblMeasurementPoints');
    expect(pointsAfter).toEqual(readTable(await read('GetMeasurementPoints', {}), 'tblMeasurementPoints'));
    expect(pointsAfter.find((row) => row.MpGuid === point?.MpGuid)).toMatchObject({ MpRemark: 'answered', MpZCoord: 1.5, RowVersion: 2, FieldSeenOnSite: 'kept' });

    const layers = await session.call(`${data}/SetLayers`, { action: 'INSERT', data: { PrID: parents.prId, MpGuid: point?.MpGuid, Layers: [{ LaFrom: 0, LaTo: 50, LaSiltPerc: 12.5 }, { LaFrom: 50, LaTo: 120 }] } });
    expect(layers.body.ResultCode).toBe('Import_Succes');
    const readLayers = () => read('GetLayers', { MeasurementPointGuid: String(point?.MpGuid) });
    const storedLayers = tableOf(layers.body.FileContent as string, 'tblLayers');
    expect(storedLayers).toEqual(readTable(await readLayers(), 'tblLayers'));
    const changed = await session.call(`${data}/SetLayers`, { action: 'UPDATE', data: { PrID: parents.prId, MpGuid: point?.MpGuid, Layers: [{ LaGuid: storedLayers[0]?.LaGuid, LaSiltPerc: 30, RowVersion: 1 }] } });
    expect(changed.body.ResultCode).toBe('Import_Succes');
    expect(tableOf(changed.body.FileContent as string, 'tblLayers')).toEqual(readTable(await readLayers(), 'tblLayers'));
  });

  it.each(calls)('$call: a value of the wrong type is refused at its row and field', async (spec) => {
    const field = entityDescriptors[spec.kind].lastChangedField ?? Object.keys(spec.row(1))[0] ?? '';
    const answer = await write(spec, 'INSERT', [{ ...spec.row(8), [field]: { not: 'a value' } }]);
    expect(answer.body).toMatchObject({ ResultCode: 'Import_Failed', Issues: [expect.objectContaining({ row: '#0', field })] });
  });
}));
