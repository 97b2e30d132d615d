import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertEntityRows } from '../../server/db/repositories/entity-rows';
import { startTestServer } from './harness';
import type { Session, TestServer } from './harness';

describe('long answers (sent as one Buffer)', () => {
  let server: TestServer;
  let session: Session;
  let prId = 0;
  const names = Array.from({ length: 600 }, (_, index) => `Peilbuis één ${index} — ’t Zand`);

  beforeAll(async () => {
    server = await startTestServer();
    session = await server.login();
    const user = await server.db.selectFrom('users').select('licenceId').where('username', '=', 'tester').executeTakeFirstOrThrow();
    const [project] = await insertEntityRows(server.db, 'project', [{ PrCode: 'LONG-1' }], { LicenceID: user.licenceId });
    prId = Number(project?.PrID);
    await insertEntityRows(server.db, 'measurementPoint', names.map((MpName) => ({ MpName, MpRemark: 'x'.repeat(100) })), { PrID: prId });
  });
  afterAll(() => server.close());

  it('answers a read of over 64k characters whole, as JSON, with its length in bytes', async () => {
    const answer = await session.call<{ Files: { FileContent: string }[] }>('/ITWDataRestService_V1_0/GetMeasurementPoints', { LanguageCode: 'dut', WebserviceVersion: '1.0', Parameters: { ExportFormat: 'json', ProjectID: String(prId) } });
    expect(answer.status).toBe(200);
    expect(answer.text.length).toBeGreaterThan(64 * 1024);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(Number(answer.headers.get('content-length'))).toBe(Buffer.byteLength(answer.text));
    const points = (JSON.parse(answer.body.Files[0]?.FileContent ?? '{}') as { VeldData: { tblMeasurementPoints: { MpName: string }[] } }).VeldData.tblMeasurementPoints;
    expect(points.map((point) => point.MpName)).toEqual(names);
  });
});
