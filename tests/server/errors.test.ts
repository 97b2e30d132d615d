import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { refused } from '../../server/errors';
import { defineMessage } from '../../server/messages';
import { registerCall } from '../../server/routes/register-call';
import { forEachDatabase, startTestServer } from './harness';
import type { Answer, Session, TestServer } from './harness';

const getSetting = '/ManagementRestService_V1_0/GetSettingByName';
const layersRefused = defineMessage('server.test.layersRefused', 'Unable to save layers. {{reason}}');

/** A stack trace or source location in an answer would leak the server's insides. */
function expectNoStackTrace(answer: Answer): void {
  expect(answer.text).not.toMatch(/\bat\s+\S+\s+\(|\.ts:\d+|node_modules|stack/i);
}

describe('bad input answers a clear 4xx, never a stack trace', () => {
  forEachDatabase((dialect) => {
    let server: TestServer;
    let session: Session;
    beforeAll(async () => {
      server = await startTestServer({
        dialect,
        configure: (app) => {
          registerCall(app, '/Test/Crash', z.object({}), async () => {
            throw new Error('secret detail at /srv/app/server/thing.ts:12');
          });
          registerCall(app, '/Test/Small', z.object({}), async () => ({ ResultCode: 'Succes' }), { bodyLimit: 300 });
          registerCall(app, '/Test/Refuse', z.object({ reason: z.string() }), async ({ body }) => {
            throw refused('Import_Failed', layersRefused, { reason: body.reason }, { extra: { FileContent: null } });
          });
        },
      });
      session = await server.login();
    });
    afterAll(() => server.close());

    it('answers malformed JSON with 400 and a readable message', async () => {
      const answer = await server.post(getSetting, '{"Authorisation": {', session.accessToken);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ ResultCode: 'Bad_Request', ErrorId: 'server.request.malformedJson', ResultMessage: 'The request body is not valid JSON.' });
      expectNoStackTrace(answer);
    });

    it('answers an empty JSON body with 400', async () => {
      expect((await server.post(getSetting, '', session.accessToken)).status).toBe(400);
    });

    it('names the field and the problem for a wrong type', async () => {
      const answer = await session.call(getSetting, { SettingName: 12 });
      expect(answer.status).toBe(400);
      expect(answer.body.ErrorId).toBe('server.request.invalidBody');
      expect(answer.body.ResultMessage).toMatch(/^The request is not valid: SettingName: .*expected string, received number/);
      expectNoStackTrace(answer);
    });

    it('refuses 2147483648 as a licence number with 400', async () => {
      const answer = await server.post(getSetting, { Authorisation: { Username: 'tester', Licensenumber: 2147483648 }, SettingName: 'x' }, session.accessToken);
      expect(answer.status).toBe(400);
      expect(answer.body.ResultMessage).toContain('Authorisation.Licensenumber');
    });

    it('answers an unknown call with a JSON 404', async () => {
      const answer = await session.call('/ITWDataRestService_V1_0/NoSuchCall', {});
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ ResultCode: 'Not_Found', ErrorId: 'server.request.unknownCall', ResultMessage: 'Unknown call: POST /ITWDataRestService_V1_0/NoSuchCall.' });
      expect((await fetch(`${server.url}/Web/projects`)).status).toBe(404);
    });

    it('answers a body over a read call\'s 1 MB with 413 naming the limit (ASVS 12.1.1)', async () => {
      const answer = await session.call(getSetting, { SettingName: 'x', padding: 'x'.repeat(1024 * 1024) });
      expect(answer.status).toBe(413);
      expect(answer.body).toMatchObject({ ErrorId: 'server.request.bodyTooLarge', ResultMessage: 'The request is larger than the limit of 1 MB.' });
    });

    it('applies a call\'s own body limit and names it', async () => {
      expect((await session.call('/Test/Small', {})).status).toBe(200);
      const answer = await session.call('/Test/Small', { padding: 'x'.repeat(400) });
      expect(answer.status).toBe(413);
      expect(answer.body.ResultMessage).toBe('The request is larger than the limit of 300 bytes.');
    });

    it('answers a body that is not JSON with 415', async () => {
      const response = await fetch(`${server.url}${getSetting}`, {
        method: 'POST',
        headers: { 'content-type': 'application/xml', authorization: `Bearer ${session.accessToken}` },
        body: '<SettingName>x</SettingName>',
      });
      expect(response.status).toBe(415);
    });

    it('answers a server fault with a generic 500 that leaks nothing', async () => {
      const answer = await session.call('/Test/Crash', {});
      expect(answer.status).toBe(500);
      expect(answer.body).toMatchObject({ ResultCode: 'Server_Error', ErrorId: 'server.internal' });
      expect(answer.text).not.toContain('secret');
      expectNoStackTrace(answer);
    });

    it('answers a refusal with HTTP 200, the non-success code and the catalogue message', async () => {
      const answer = await session.call('/Test/Refuse', { reason: 'LaTo must be deeper than LaFrom' });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        ResultCode: 'Import_Failed',
        ResultMessage: 'Unable to save layers. LaTo must be deeper than LaFrom',
        ErrorId: 'server.test.layersRefused',
        MessageParams: { reason: 'LaTo must be deeper than LaFrom' },
        FileContent: null,
      });
    });
  });
});
