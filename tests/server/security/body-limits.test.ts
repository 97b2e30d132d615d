import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultBodyLimit, signInBodyLimit } from '../../../server/body-limits';
import { defaultBulkBodyLimit } from '../../../server/config';
import { insertEntityRows } from '../../../server/db/repositories/entity-rows';
import { generateDemoProject } from '../../../server/seed/demo-project';
import { forEachDatabase, startTestServer } from '../harness';
import type { Session, TestServer } from '../harness';
import { licenceIdOf } from '../overview-fixtures';

const data = '/ITWDataRestService_V1_0';

describe('each call takes the body its largest real use needs, and no more (ASVS 12.1.1)', { timeout: 120_000 }, () => {
  forEachDatabase((dialect) => {
    let server: TestServer;
    let session: Session;
    let prId = 0;
    beforeAll(async () => {
      server = await startTestServer({ dialect });
      session = await server.login();
      const [project] = await insertEntityRows(server.db, 'project', [{ PrCode: 'LIMITS', PrCoordinateSystem: 'EPSG:28992' }], { LicenceID: await licenceIdOf(server.db, 1000) });
      prId = Number(project?.PrID);
    });
    afterAll(() => server.close());

    it('takes at most 4 KiB at sign-in, refresh and sign-out', async () => {
      expect(signInBodyLimit).toBe(4096);
      const answer = await server.post('/auth/login', { Username: 'tester', Password: 'x'.repeat(signInBodyLimit) });
      expect(answer.status).toBe(413);
      expect(answer.body.ResultMessage).toBe('The request is larger than the limit of 4 kB.');
      expect((await server.post('/auth/refresh', { padding: 'x'.repeat(signInBodyLimit) })).status).toBe(413);
      expect((await server.post('/auth/logout', { padding: 'x'.repeat(signInBodyLimit) })).status).toBe(413);
    });

    it('takes at most 1 MiB for a read', async () => {
      const answer = await session.call(`${data}/GetMeasurementPoints`, { Parameters: { ProjectID: prId }, padding: 'x'.repeat(defaultBodyLimit) });
      expect(answer.status).toBe(413);
    });

    it('saves 10,000 measurement points in one SetMeasurementPoints within the bulk limit', async () => {
      const points = generateDemoProject({ seed: 31, points: 10_000, projectCode: 'LIMITS' }).points.map(({ point }) => ({ ...point, SlGuid: null }));
      const body = { data: { PrID: prId, MeasurementPoints: points }, action: 'INSERT' };
      const bytes = Buffer.byteLength(JSON.stringify(body));
      expect(bytes).toBeGreaterThan(defaultBodyLimit);
      expect(bytes).toBeLessThan(defaultBulkBodyLimit);
      const answer = await session.call(`${data}/SetMeasurementPoints`, body);
      expect(answer.status, answer.text.slice(0, 300)).toBe(200);
      expect(answer.body.ResultCode).toBe('Import_Succes');
    });
  });
});
