import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectEntityRows } from '../../../server/db/repositories/entity-rows';
import { remarkMaxLength, waterSampleNameMaxLength } from '../../../src/domain/validation/limits';
import { forEachDatabase, startTestServer } from '../harness';
import type { Session, TestServer } from '../harness';
import { projectWithPoint } from './project-with-point';
import type { WriteCallAnswer } from './project-with-point';

const data = '/ITWDataRestService_V1_0';
const management = '/ManagementRestService_V1_0';

/** The licence's own longest point remark, set in the field templates editor. */
const pointRemarkMax = 12;

type Answer = WriteCallAnswer;

const tooLong = (row: string, field: string, max: number) => ({
  ResultCode: 'Import_Failed',
  Issues: [expect.objectContaining({ row, field, code: 'validation.tooLong', params: { max } })],
});

/**
 * The template's MaxLength holds for every call from a screen, not only in the browser's cells
 * (spec 01 sections 3 and 5, 'value too long'): the licence's template of the project, refused at
 * the row and field with nothing written; copies and syncs (SetProjectWithChilds) keep text as it was.
 */
describe("a template's longest text is the server's too", () => forEachDatabase((dialect) => {
  let server: TestServer;
  let session: Session;
  let prId: number;
  let mpGuid: string;

  beforeAll(async () => {
    server = await startTestServer({ dialect });
    session = await server.login(await server.addUser({ username: 'limits', rights: 'all' }));
    const shorter = await session.call(`${management}/SaveTemplateFields`, { ScreenName: 'MeasurementPoint', action: 'UPDATE', Fields: [{ FieldKey: 'MpRemark', MaxLength: pointRemarkMax }] });
    expect(shorter.status, shorter.text).toBe(200);
    ({ prId, mpGuid } = await projectWithPoint(session, 'LIMITS'));
  });
  afterAll(() => server.close());

  const storedPoint = async () => (await selectEntityRows(server.db, 'measurementPoint', { column: 'MpGuid', values: [mpGuid] }))[0];

  it(`refuses a point remark past the licence's ${pointRemarkMax} characters at its row and field, keeps the point as it was, and stores one of ${pointRemarkMax}`, async () => {
    const before = await storedPoint();
    const refused = await session.call(`${data}/SetMeasurementPoints`, { action: 'UPDATE', data: { PrID: prId, MeasurementPoints: [{ MpGuid: mpGuid, MpRemark: 'r'.repeat(pointRemarkMax + 1) }] } }) as Answer;
    expect(refused.body).toMatchObject(tooLong(mpGuid, 'MpRemark', pointRemarkMax));
    expect(await storedPoint()).toEqual(before);
    const kept = await session.call(`${data}/SetMeasurementPoints`, { action: 'UPDATE', data: { PrID: prId, MeasurementPoints: [{ MpGuid: mpGuid, MpRemark: 'r'.repeat(pointRemarkMax) }] } }) as Answer;
    expect(kept.body.ResultCode).toBe('Import_Succes');
    expect((await storedPoint())?.MpRemark).toBe('r'.repeat(pointRemarkMax));
  });

  it(`refuses a water sample named past ${waterSampleNameMaxLength} characters and a layer remark past ${remarkMaxLength}, writing none of the batch`, async () => {
    const longName = 'W'.repeat(waterSampleNameMaxLength + 1);
    const samples = await session.call(`${data}/SetWaterSamples`, { action: 'INSERT', data: { PrID: prId, MpGuid: mpGuid, WaterSamples: [
      { WsGuid: 'a0000000-0000-4000-8000-000000000001', WsName: 'W-OK', WsMatrixCode: 'OW' },
      { WsGuid: 'a0000000-0000-4000-8000-000000000002', WsName: longName, WsMatrixCode: 'OW' },
    ] } }) as Answer;
    expect(samples.body).toMatchObject(tooLong('a0000000-0000-4000-8000-000000000002', 'WsName', waterSampleNameMaxLength));
    expect(await selectEntityRows(server.db, 'waterSample', { column: 'WsName', values: ['W-OK', longName] })).toEqual([]);

    const layers = await session.call(`${data}/SetLayers`, { action: 'INSERT', data: { PrID: prId, MpGuid: mpGuid, Layers: [
      { LaGuid: 'b0000000-0000-4000-8000-000000000001', LaFrom: 0, LaTo: 50, LaSoilTypeCode: 'Z', LaRemark: 'x'.repeat(remarkMaxLength + 1) },
    ] } }) as Answer;
    expect(layers.body).toMatchObject(tooLong('b0000000-0000-4000-8000-000000000001', 'LaRemark', remarkMaxLength));
  });

  it(`refuses a project remark past ${remarkMaxLength} characters and leaves the project unchanged`, async () => {
    const stored = async () => (await selectEntityRows(server.db, 'project', { column: 'PrID', values: [prId] }))[0];
    const before = await stored();
    const answer = await session.call(`${data}/SetProject`, { action: 'UPDATE', data: { PrID: prId, PrRemark: 'p'.repeat(remarkMaxLength + 1) } }) as Answer;
    expect(answer.body).toMatchObject({ ResultCode: 'Import_Failed', Issues: [expect.objectContaining({ field: 'PrRemark', code: 'validation.tooLong' })] });
    expect(await stored()).toEqual(before);
  });

  it('lets a copy or sync through SetProjectWithChilds keep a remark as it was written elsewhere', async () => {
    const guid = 'c0000000-0000-4000-8000-000000000001';
    const remark = 'copied '.repeat(4);
    const answer = await session.call(`${data}/SetProjectWithChilds`, { action: 'UPDATE', data: { PrID: prId, velddata: {
      tblMeasurementPoints: [{ MpGuid: guid, MpName: 'COPY', MpXCoord: 155010, MpYCoord: 463010, MpRemark: remark }],
    } } }) as Answer;
    expect(answer.body.ResultCode, JSON.stringify(answer.body)).toBe('Import_Succes');
    expect((await selectEntityRows(server.db, 'measurementPoint', { column: 'MpGuid', values: [guid] }))[0]?.MpRemark).toBe(remark);
  });
}));
