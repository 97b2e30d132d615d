import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entityDescriptors } from '../../../src/domain/entities/entity-descriptors';
import type { EntityKind } from '../../../src/domain/entities/entity-descriptors';
import { updateFieldsInBatches } from '../../../server/db/repositories/entity-batch-update';
import { selectEntityRows } from '../../../server/db/repositories/entity-rows';
import type { WireRow } from '../../../server/db/repositories/entity-rows';
import { forEachDatabase, startTestServer } from '../harness';
import type { Session, TestServer } from '../harness';

const data = '/ITWDataRestService_V1_0';

interface Answer { body: Record<string, unknown> & { FileContent?: string } }

function rowsOf(answer: Answer, table: string): WireRow[] {
  const tables = JSON.parse(answer.body.FileContent ?? '{}') as { VeldData: Record<string, WireRow[]> };
  return tables.VeldData[table] ?? [];
}

interface Conflict { table: string; row: string; sentVersion: number; rowVersion: number; fields: string[]; current: WireRow }

/** One Set… call whose rows carry a RowVersion (spec 01 sections 4 and 7). */
interface VersionedCall {
  call: string;
  kind: EntityKind;
  listField: string;
  deleteField: string;
  envelope(parents: Parents): WireRow;
  row(n: number): WireRow;
  /** Two edits of different fields. */
  mine: WireRow;
  theirs: WireRow;
}

interface Parents { prId: number; mpGuid: string; wsGuid: string; caId: number }

const calls: VersionedCall[] = [
  { call: 'SetMeasurementPoints', kind: 'measurementPoint', listField: 'MeasurementPoints', deleteField: 'MpGuids', envelope: (p) => ({ PrID: p.prId }),
    row: (n) => ({ MpName: `V${n}`, MpXCoord: 155000 + n, MpYCoord: 463000 }), mine: { MpRemark: 'mine' }, theirs: { MpZCoord: 2.5 } },
  { call: 'SetSoilSamples', kind: 'jar', listField: 'Jars', deleteField: 'JrGuid', envelope: (p) => ({ PrID: p.prId, MpGuid: p.mpGuid }),
    row: (n) => ({ JrName: `VJ${n}`, JrFrom: 0, JrTo: 50 }), mine: { JrBarcode: 'AB1' }, theirs: { JrSampleWeight: 12 } },
  { call: 'SetWaterSamples', kind: 'waterSample', listField: 'WaterSamples', deleteField: 'WsGuid', envelope: (p) => ({ PrID: p.prId, MpGuid: p.mpGuid }),
    row: (n) => ({ WsName: `VW${n}`, WsMatrixCode: 'OW' }), mine: { WsRemark: 'mine' }, theirs: { WsColourCode: 'B' } },
  { call: 'SetWaterSampleBottles', kind: 'bottle', listField: 'Bottles', deleteField: 'BoGuid', envelope: (p) => ({ PrID: p.prId, MpGuid: p.mpGuid, WsGuid: p.wsGuid }),
    row: (n) => ({ BoName: `VB${n}` }), mine: { BoName: 'mine' }, theirs: { BoBarcode: 'CD2' } },
  { call: 'SetSubLocation', kind: 'sublocation', listField: 'Sublocations', deleteField: 'SlGuid', envelope: (p) => ({ PrID: p.prId }),
    row: (n) => ({ SlName: `VS${n}` }), mine: { SlName: 'mine' }, theirs: { SlNameInspector: 'theirs' } },
  { call: 'SetCadastralOvamCustomer', kind: 'cadastralOvamCustomer', listField: 'Customers', deleteField: 'CuID', envelope: (p) => ({ CaID: p.caId, PrID: p.prId }),
    row: (n) => ({ CuCustomerName: `VC${n}` }), mine: { CuCustomerName: 'mine' }, theirs: { CuCustomerName: 'theirs' } },
];

describe('no silent lost update: a write based on a stale load is refused and names what changed (spec 01 section 4)', () => forEachDatabase((dialect) => {
  let server: TestServer;
  let session: Session;
  let parents: Parents;

  beforeAll(async () => {
    server = await startTestServer({ dialect });
    session = await server.login();
    const project = await session.call(`${data}/SetProject`, { action: 'INSERT', data: { PrCode: 'VERSIONS', PrCoordinateSystem: 'EPSG:28992' } });
    const prId = Number(rowsOf(project, 'tblProjects')[0]?.PrID);
    const point = await session.call(`${data}/SetMeasurementPoints`, { action: 'INSERT', data: { PrID: prId, MeasurementPoints: [{ MpName: 'PARENT', MpXCoord: 155000, MpYCoord: 463000 }] } });
    const mpGuid = String(rowsOf(point, 'tblMeasurementPoints')[0]?.MpGuid);
    const sample = await session.call(`${data}/SetWaterSamples`, { action: 'INSERT', data: { PrID: prId, MpGuid: mpGuid, WaterSamples: [{ WsName: 'PARENT', WsMatrixCode: 'OW' }] } });
    const record = await session.call(`${data}/SetCadastralOvam`, { action: 'INSERT', data: { PrID: prId, CadastralOvam: [{ CaName: 'PARENT' }] } });
    parents = { prId, mpGuid, wsGuid: String(rowsOf(sample, 'tblWaterSamples')[0]?.WsGuid), caId: Number(rowsOf(record, 'tblCadastralOvam')[0]?.CaID) };
  });
  afterAll(() => server.close());

  const write = (spec: VersionedCall, action: string, rows: WireRow[]) =>
    session.call(`${data}/${spec.call}`, { action, data: { ...spec.envelope(parents), [spec.listField]: rows } }) as Promise<Answer>;
  const keyOf = (spec: VersionedCall, row: WireRow) => {
    const { guidField, idField } = entityDescriptors[spec.kind];
    return guidField ? { [guidField]: row[guidField] } : { [idField]: row[idField] };
  };
  const storedRow = async (spec: VersionedCall, row: WireRow) => {
    const { guidField, idField } = entityDescriptors[spec.kind];
    const column = guidField ?? idField;
    const [stored] = await selectEntityRows(server.db, spec.kind, { column, values: [row[column] as string | number] });
    return stored;
  };
  /** Inserts `n` rows and answers them as a load gives them (the last `n` of the answer's table). */
  const insert = async (spec: VersionedCall, first: number, n = 1) => {
    const answer = await write(spec, 'INSERT', Array.from({ length: n }, (_, i) => spec.row(first + i)));
    expect(answer.body.ResultCode, JSON.stringify(answer.body)).toBe('Import_Succes');
    return rowsOf(answer, entityDescriptors[spec.kind].tableName).slice(-n);
  };

  it.each(calls)('$call: an insert stores version 1 and each update counts it up; an update without a version is still taken', async (spec) => {
    const [loaded] = await insert(spec, 1);
    expect(loaded?.RowVersion).toBe(1);
    const first = await write(spec, 'UPDATE', [{ ...keyOf(spec, loaded ?? {}), ...spec.mine, RowVersion: 1 }]);
    expect(first.body.ResultCode).toBe('Import_Succes');
    const unversioned = await write(spec, 'UPDATE', [{ ...keyOf(spec, loaded ?? {}), ...spec.theirs }]);
    expect(unversioned.body.ResultCode).toBe('Import_Succes');
    expect(await storedRow(spec, loaded ?? {})).toMatchObject({ ...spec.theirs, RowVersion: 3 });
  });

  it.each(calls)('$call: the second of two users who loaded the same record is refused with Conflicts, and the first user\'s change stays', async (spec) => {
    const [loaded = {}] = await insert(spec, 2);
    const first = await write(spec, 'UPDATE', [{ ...keyOf(spec, loaded), ...spec.theirs, RowVersion: loaded.RowVersion }]);
    expect(first.body.ResultCode).toBe('Import_Succes');
    const afterFirst = await storedRow(spec, loaded);

    const second = await write(spec, 'UPDATE', [{ ...keyOf(spec, loaded), ...spec.mine, RowVersion: loaded.RowVersion }]);
    expect(second.body.ResultCode).toBe('Import_Failed');
    expect(String(second.body.ResultMessage)).toContain(Object.keys(spec.mine)[0]);
    const conflicts = second.body.Conflicts as Conflict[];
    expect(conflicts).toHaveLength(1);
    expect(conflicts[0]).toMatchObject({ table: entityDescriptors[spec.kind].tableName, sentVersion: 1, rowVersion: 2, fields: Object.keys(spec.mine), current: { ...spec.theirs, RowVersion: 2 } });
    expect(await storedRow(spec, loaded)).toEqual(afterFirst);
  });

  it.each(calls)('$call: a delete of a record changed since it was loaded is refused; with the current version it goes', async (spec) => {
    const [loaded = {}] = await insert(spec, 3);
    await write(spec, 'UPDATE', [{ ...keyOf(spec, loaded), ...spec.theirs, RowVersion: 1 }]);
    const key = Object.values(keyOf(spec, loaded))[0] as string | number;
    const remove = (version: number) => session.call(`${data}/${spec.call}`, { action: 'DELETE', data: { ...spec.envelope(parents), [spec.deleteField]: [key], RowVersions: { [String(key)]: version } } }) as Promise<Answer>;
    const stale = await remove(1);
    expect(stale.body).toMatchObject({ ResultCode: 'Import_Failed', Conflicts: [expect.objectContaining({ row: String(key), rowVersion: 2 })] });
    expect(await storedRow(spec, loaded)).toBeDefined();
    expect((await remove(2)).body.ResultCode).toBe('Import_Succes');
    expect(await storedRow(spec, loaded)).toBeUndefined();
  });

  it('a bulk save with one stale point writes nothing and Conflicts names only that point', async () => {
    const spec = calls[0];
    if (!spec) throw new Error('no points call');
    const loaded = await insert(spec, 10, 3);
    const stale = loaded[1] ?? {};
    await write(spec, 'UPDATE', [{ MpGuid: stale.MpGuid, MpZCoord: 9, RowVersion: 1 }]);
    const before = await Promise.all(loaded.map((row) => storedRow(spec, row)));

    const bulk = await write(spec, 'UPDATE', loaded.map((row) => ({ MpGuid: row.MpGuid, MpRemark: 'bulk', RowVersion: row.RowVersion })));
    expect(bulk.body.ResultCode).toBe('Import_Failed');
    expect((bulk.body.Conflicts as Conflict[]).map((conflict) => conflict.row)).toEqual([stale.MpGuid]);
    expect(await Promise.all(loaded.map((row) => storedRow(spec, row)))).toEqual(before);
  });

  it('two users changing the same field: the second is refused with the first user\'s value as current', async () => {
    const spec = calls[0];
    if (!spec) throw new Error('no points call');
    const [loaded = {}] = await insert(spec, 20);
    await write(spec, 'UPDATE', [{ MpGuid: loaded.MpGuid, MpRemark: 'first user', RowVersion: 1 }]);
    const second = await write(spec, 'UPDATE', [{ MpGuid: loaded.MpGuid, MpRemark: 'second user', RowVersion: 1 }]);
    expect(second.body).toMatchObject({ ResultCode: 'Import_Failed', Conflicts: [expect.objectContaining({ fields: ['MpRemark'], current: expect.objectContaining({ MpRemark: 'first user' }) })] });
    expect((await storedRow(spec, loaded))?.MpRemark).toBe('first user');
  });

  it('SetProject UPDATE with a stale RowVersion is refused; a pin alone neither checks nor counts the version', async () => {
    const inserted = await session.call(`${data}/SetProject`, { action: 'INSERT', data: { PrCode: 'VPROJECT' } }) as Answer;
    const project = rowsOf(inserted, 'tblProjects')[0] ?? {};
    expect(project.RowVersion).toBe(1);
    const pin = await session.call(`${data}/SetProject`, { action: 'UPDATE', data: { PrID: project.PrID, PrPinned: false, RowVersion: 0 } }) as Answer;
    expect(rowsOf(pin, 'tblProjects')[0]?.RowVersion).toBe(1);
    const first = await session.call(`${data}/SetProject`, { action: 'UPDATE', data: { PrID: project.PrID, PrRemark: 'first', RowVersion: 1 } }) as Answer;
    expect(rowsOf(first, 'tblProjects')[0]).toMatchObject({ PrRemark: 'first', RowVersion: 2 });
    const stale = await session.call(`${data}/SetProject`, { action: 'UPDATE', data: { PrID: project.PrID, PrPlace: 'second', RowVersion: 1 } }) as Answer;
    expect(stale.body).toMatchObject({ ResultCode: 'Import_Failed', Conflicts: [expect.objectContaining({ table: 'tblProjects', fields: ['PrPlace'], current: expect.objectContaining({ PrRemark: 'first' }) })] });
    const [stored] = await selectEntityRows(server.db, 'project', { column: 'PrID', values: [Number(project.PrID)] });
    expect(stored).toMatchObject({ PrPlace: null, RowVersion: 2 });
  });

  it('SetProject DELETE with a stale RowVersion is refused, naming the change, and the project stays; with the current version it goes', async () => {
    const inserted = await session.call(`${data}/SetProject`, { action: 'INSERT', data: { PrCode: 'VDELETE' } }) as Answer;
    const project = rowsOf(inserted, 'tblProjects')[0] ?? {};
    await session.call(`${data}/SetProject`, { action: 'UPDATE', data: { PrID: project.PrID, PrRemark: 'meanwhile', RowVersion: 1 } });
    const keys = { PrID: project.PrID, PrGuid: project.PrGuid, PrCode: project.PrCode };
    const stale = await session.call(`${data}/SetProject`, { action: 'DELETE', data: { ...keys, RowVersion: 1 } }) as Answer;
    expect(stale.body).toMatchObject({ ResultCode: 'Import_Failed', Conflicts: [expect.objectContaining({ table: 'tblProjects', row: project.PrGuid, fields: [], current: expect.objectContaining({ PrRemark: 'meanwhile' }) })] });
    expect(String(stale.body.ResultMessage)).toContain('nothing was deleted');
    expect(await selectEntityRows(server.db, 'project', { column: 'PrID', values: [Number(project.PrID)] })).toHaveLength(1);
    const current = await session.call(`${data}/SetProject`, { action: 'DELETE', data: { ...keys, RowVersion: 2 } }) as Answer;
    expect(current.body.ResultCode).toBe('Import_Succes');
    expect(await selectEntityRows(server.db, 'project', { column: 'PrID', values: [Number(project.PrID)] })).toHaveLength(0);
  });

  it('the guarded batch update matches no row that changed after it was read, so the write path can refuse the race', async () => {
    const spec = calls[0];
    if (!spec) throw new Error('no points call');
    const [loaded = {}] = await insert(spec, 30);
    await write(spec, 'UPDATE', [{ MpGuid: loaded.MpGuid, MpRemark: 'meanwhile', RowVersion: 1 }]);
    // Planned from the load (version 1 → 2) while the stored row is at 2 already.
    const matched = await updateFieldsInBatches(server.db, 'measurementPoint', [{ MpGuid: loaded.MpGuid, MpRemark: 'late', RowVersion: 2 }], ['MpRemark', 'RowVersion'], { versioned: true });
    expect(matched).toBe(0);
    expect(await storedRow(spec, loaded)).toMatchObject({ MpRemark: 'meanwhile', RowVersion: 2 });
  });
}));
