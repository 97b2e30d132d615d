import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Session } from '../harness';
import { jobStatus, orderIdOf, settledJob, uploadForConversion } from './job-calls';
import { startServerChild, type ServerChild } from './server-child';

const demo = { username: 'demo', password: 'herstart-na-stroomuitval' };

async function signIn(url: string): Promise<Session> {
  const answer = await fetch(`${url}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ Username: demo.username, Password: demo.password }) });
  const body = await answer.json() as { access_token: string; licensenumber: number };
  const authorisation = { Username: demo.username, Licensenumber: body.licensenumber, ApplicationCode: 61, Language: 'eng' };
  return {
    accessToken: body.access_token,
    refreshToken: '',
    authorisation,
    call: async (path, payload = {}) => {
      const response = await fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${body.access_token}` }, body: JSON.stringify({ Authorisation: authorisation, ...payload }) });
      const text = await response.text();
      return { status: response.status, headers: response.headers, body: JSON.parse(text) as never, text };
    },
  };
}

async function projectCodes(session: Session): Promise<string[]> {
  const answer = await session.call<{ Files: { FileContent: string }[] }>('/ITWDataRestService_V1_0/GetProjects', { Parameters: { Filter: 'all' } });
  const tables = JSON.parse(answer.body.Files[0]?.FileContent ?? '{}') as { VeldData: { tblProjects: { PrCode: string }[] } };
  return tables.VeldData.tblProjects.map((project) => project.PrCode);
}

describe('a server killed during an import (spec 02 section 7, job orchestrator; SQLite, one process)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'fieldwork-restart-'));
  let server: ServerChild | undefined;
  afterAll(async () => {
    await server?.kill();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('finds the job failed after the restart, with the reason in its log, and no part of the project', { timeout: 120_000 }, async () => {
    server = await startServerChild(dataDir, demo);
    let session = await signIn(server.url);
    const [demoCode] = await projectCodes(session);
    const projects = await session.call<{ Files: { FileContent: string }[] }>('/ITWDataRestService_V1_0/GetProjects', { Parameters: { Filter: 'all' } });
    const prId = (JSON.parse(projects.body.Files[0]?.FileContent ?? '{}') as { VeldData: { tblProjects: { PrID: number }[] } }).VeldData.tblProjects[0]?.PrID;
    const exported = await session.call<{ Files: { FileName: string; FileContent: string }[] }>('/ITWImportExportService_V1_0/export', { TypeOfExport: 'ti', Parameters: { ProjectID: prId } });
    const file = exported.body.Files[0];
    if (!file || !demoCode) throw new Error(exported.text.slice(0, 500));
    const orderId = orderIdOf((await uploadForConversion(server, session, [{ name: file.FileName, bytes: new Uint8Array(Buffer.from(file.FileContent, 'base64')) }])).body);
    expect(await settledJob(server, session, orderId)).toMatchObject({ state: 'done' });

    const started = await fetch(`${server.url}/JobOrchestrator/import`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${session.accessToken}` },
      body: JSON.stringify({ orderId, projectFiles: [{ projectCode: 'KILLED-IMPORT', filename: file.FileName }] }),
    });
    expect(started.status).toBe(200);
    // Kill the moment the import has written its first rows inside its transaction.
    for (;;) {
      const { body } = await jobStatus(server, session, orderId);
      if (body.phase === 'import' && body.state === 'running' && body.progress > 0) break;
      if (body.phase === 'import' && body.state === 'done') throw new Error('the import finished before the kill');
    }
    await server.kill();

    server = await startServerChild(dataDir, demo);
    session = await signIn(server.url);
    const after = (await jobStatus(server, session, orderId)).body;
    expect(after).toMatchObject({ phase: 'import', state: 'failed' });
    expect(after.log.at(-1)).toMatchObject({ level: 'error', key: 'importExport.server.abandoned' });
    expect(await projectCodes(session)).toEqual([demoCode]);
  });
});
