import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxJsonDepth } from '../../../src/domain/wire/json-depth';
import { forEachDatabase, startTestServer } from '../harness';
import type { Session, TestServer } from '../harness';

const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

describe('JSON nested past 64 levels is refused with 400 before any processing (ASVS 5.1.4, 13.2.2)', () => {
  forEachDatabase((dialect) => {
    let server: TestServer;
    let session: Session;
    beforeAll(async () => {
      server = await startTestServer({ dialect });
      session = await server.login();
    });
    afterAll(() => server.close());

    const authorisation = () => JSON.stringify(session.authorisation);

    it('answers a write whose unknown field nests 4,500 deep with 400, not 500', async () => {
      const body = `{"Authorisation":${authorisation()},"data":{"PrID":1,"Layers":[],"Unknown":${nested(4500)}},"action":"INSERT"}`;
      const answer = await server.post('/ITWDataRestService_V1_0/SetLayers', body, session.accessToken);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ ErrorId: 'server.request.tooDeep', MessageParams: { max: maxJsonDepth } });
    });

    it('refuses 65 levels and accepts 64 (a deep setting)', async () => {
      const setting = (depth: number) => `{"Authorisation":${authorisation()},"SettingName":"deep","Settings":${nested(depth - 1)}}`;
      expect((await server.post('/ManagementRestService_V1_0/UpdateSetting', setting(maxJsonDepth), session.accessToken)).status).toBe(200);
      expect((await server.post('/ManagementRestService_V1_0/UpdateSetting', setting(maxJsonDepth + 1), session.accessToken)).status).toBe(400);
    });

    it('refuses a deep sign-in body with 400 and counts no attempt', async () => {
      const answer = await server.post('/auth/login', `{"Username":"tester","Password":${'['.repeat(100)}${']'.repeat(100)}}`);
      expect(answer.status).toBe(400);
      expect(answer.body.ErrorId).toBe('server.request.tooDeep');
      expect(await server.db.selectFrom('authThrottles').select('throttleKey').where('throttleKey', '=', 'account:tester').execute()).toEqual([]);
    });
  });
});
