import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extraFieldLimits } from '../../../src/domain/validation/limits';
import { selectEntityRows } from '../../../server/db/repositories/entity-rows';
import type { WireRow } from '../../../server/db/repositories/entity-rows';
import { forEachDatabase, startTestServer } from '../harness';
import type { Session, TestServer } from '../harness';
import { answerRows, projectWithPoint } from './project-with-point';
import type { WriteCallAnswer } from './project-with-point';

const data = '/ITWDataRestService_V1_0';

type Answer = WriteCallAnswer;

function firstRow(answer: Answer, table: string): WireRow {
  const row = answerRows(answer, table)[0];
  if (!row) throw new Error(`no ${table} in the answer`);
  return row;
}

/** A project record INSERT without the field that names the record (spec 01 section 5). */
const unnamedInserts = [
  { call: 'SetSubLocation', listField: 'Sublocations', field: 'SlName', row: { SlNameInspector: 'someone' } },
  { call: 'SetLocationVisits', listField: 'LocationVisits', field: 'LvDate', row: { LvRemark: 'a visit' } },
  { call: 'SetConcernedContact', listField: 'ConcernedContacts', field: 'CcCompanyName', row: { CcContactPerson: 'someone' } },
  { call: 'SetSummaryAndConclusion', listField: 'SummaryConclusions', field: 'SmType', row: { SmText: 'text' } },
  { call: 'SetCadastralOvam', listField: 'CadastralOvam', field: 'CaName', row: {} },
];

describe('bounded input: unknown fields stay small and new records carry what names them (spec 01 sections 3 and 5)', () => forEachDatabase((dialect) => {
  let server: TestServer;
  let session: Session;
  let prId: number;
  let mpGuid: string;

  beforeAll(async () => {
    server = await startTestServer({ dialect });
    session = await server.login();
    ({ prId, mpGuid } = await projectWithPoint(session, 'BOUNDED'));
  });
  afterAll(() => server.close());

  const storedProject = async () => (await selectEntityRows(server.db, 'project', { column: 'PrID', values: [prId] }))[0];
  const storedPoint = async () => (await selectEntityRows(server.db, 'measurementPoint', { column: 'MpGuid', values: [mpGuid] }))[0];

  it('an UPDATE of a project with a 300 KB junk field is refused at that field and nothing is kept', async () => {
    const before = await storedProject();
    const answer = await session.call(`${data}/SetProject`, { action: 'UPDATE', data: { PrID: prId, PrRemark: 'kept?', Junk: 'x'.repeat(300 * 1024) } }) as Answer;
    expect(answer.body).toMatchObject({ ResultCode: 'Import_Failed', Issues: [expect.objectContaining({ field: 'Junk', code: 'validation.extraFields.tooLarge' })] });
    expect(await storedProject()).toEqual(before);
  });

  it(`a point with ${extraFieldLimits.count + 1} unknown fields is refused at the first one too many; ${extraFieldLimits.count} small ones are kept`, async () => {
    const fields = (count: number) => Object.fromEntries(Array.from({ length: count }, (_, i) => [`Extra${i}`, i]));
    const before = await storedPoint();
    const tooMany = await session.call(`${data}/SetMeasurementPoints`, { action: 'UPDATE', data: { PrID: prId, MeasurementPoints: [{ MpGuid: mpGuid, ...fields(extraFieldLimits.count + 1) }] } }) as Answer;
    expect(tooMany.body).toMatchObject({ ResultCode: 'Import_Failed', Issues: [expect.objectContaining({ row: mpGuid, field: `Extra${extraFieldLimits.count}`, code: 'validation.extraFields.tooMany' })] });
    expect(await storedPoint()).toEqual(before);
    const enough = await session.call(`${data}/SetMeasurementPoints`, { action: 'UPDATE', data: { PrID: prId, MeasurementPoints: [{ MpGuid: mpGuid, ...fields(extraFieldLimits.count) }] } }) as Answer;
    expect(enough.body.ResultCode).toBe('Import_Succes');
    expect(await storedPoint()).toMatchObject({ Extra0: 0, [`Extra${extraFieldLimits.count - 1}`]: extraFieldLimits.count - 1 });
  });

  it('an unknown field with a name over the limit is refused', async () => {
    const answer = await session.call(`${data}/SetLayers`, { action: 'INSERT', data: { PrID: prId, MpGuid: mpGuid, Layers: [{ LaFrom: 0, LaTo: 10, ['N'.repeat(extraFieldLimits.nameLength + 1)]: 1 }] } }) as Answer;
    expect(answer.body).toMatchObject({ ResultCode: 'Import_Failed', Issues: [expect.objectContaining({ code: 'validation.extraFields.nameTooLong' })] });
  });

  it.each(unnamedInserts)('$call: an INSERT without $field is refused at that field, nothing stored', async ({ call, listField, field, row }) => {
    const answer = await session.call(`${data}/${call}`, { action: 'INSERT', data: { PrID: prId, [listField]: [row] } }) as Answer;
    expect(answer.body).toMatchObject({ ResultCode: 'Import_Failed', Issues: [expect.objectContaining({ row: '#0', field, code: 'validation.required' })] });
    const blank = await session.call(`${data}/${call}`, { action: 'INSERT', data: { PrID: prId, [listField]: [{ ...row, [field]: '  ' }] } }) as Answer;
    expect(blank.body.ResultCode).toBe('Import_Failed');
  });

  it('cadastral customers and Vlarem acts need their name and start date on INSERT', async () => {
    const record = await session.call(`${data}/SetCadastralOvam`, { action: 'INSERT', data: { PrID: prId, CadastralOvam: [{ CaName: 'Parcel' }] } }) as Answer;
    const caId = Number(firstRow(record, 'tblCadastralOvam').CaID);
    const customer = await session.call(`${data}/SetCadastralOvamCustomer`, { action: 'INSERT', data: { PrID: prId, CaID: caId, Customers: [{}] } }) as Answer;
    expect(customer.body).toMatchObject({ ResultCode: 'Import_Failed', Issues: [expect.objectContaining({ field: 'CuCustomerName' })] });
    const act = await session.call(`${data}/SetCadastralOvamVlaremAct`, { action: 'INSERT', data: { PrID: prId, CaID: caId, VlaremActs: [{ VlStartDate: null }] } }) as Answer;
    expect(act.body).toMatchObject({ ResultCode: 'Import_Failed', Issues: [expect.objectContaining({ field: 'VlStartDate' })] });
    expect(await selectEntityRows(server.db, 'cadastralOvamCustomer', { column: 'CaID', values: [caId] })).toEqual([]);
  });
}));
