import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { claimNextJob, failAbandonedJobs } from '../../../server/db/repositories/jobs';
import { generateDemoProject } from '../../../server/seed/demo-project';
import { readTiDocument } from '../../../server/services/import-export/ti-export-service';
import { seedProject } from '../../../server/services/seed-project';
import { encodeTiFile } from '../../../src/domain/formats/ti/ti-file';
import { forEachDatabase } from '../harness';
import { importOrder, jobStatus, orderIdOf, settledJob, uploadForConversion } from './job-calls';
import { comparableTree } from './ti-fixtures';
import { useServerWithOwner } from './server-with-owner';

describe('conversion and import jobs of the job orchestrator (spec 02 sections 4, 5 and 7)', () => {
  forEachDatabase((dialect) => {
    const api = useServerWithOwner(dialect);
    let projects = 0;

    async function tiFileOfNewProject(points: number): Promise<{ prId: number; bytes: Uint8Array }> {
      projects += 1;
      const { prId } = await seedProject(api.server.db, api.owner.licenceId, api.owner.userId, generateDemoProject({ seed: 700 + projects, points, projectCode: `JOB-SRC-${projects}` }));
      return { prId, bytes: encodeTiFile(await readTiDocument(api.server.db, api.owner, prId)) };
    }

    it('converts an uploaded .ti file, then imports it as a new project code with an identical tree, progress ending at 1', { timeout: 60_000 }, async () => {
      const { prId, bytes } = await tiFileOfNewProject(25);
      const upload = await uploadForConversion(api.server, api.session, [{ name: 'project.ti', bytes }]);
      expect(upload.status).toBe(200);
      const orderId = orderIdOf(upload.body);
      const converted = await settledJob(api.server, api.session, orderId);
      expect(converted).toMatchObject({ phase: 'convert', state: 'done', progress: 1, result: { projectCode: `JOB-SRC-${projects}` } });
      expect(converted.result?.counts).toMatchObject({ tblMeasurementPoints: 25 });

      const code = `JOB-COPY-${projects}`;
      expect((await importOrder(api.server, api.session, orderId, code)).status).toBe(200);
      const imported = await settledJob(api.server, api.session, orderId);
      expect(imported).toMatchObject({ phase: 'import', state: 'done', progress: 1, result: { prCode: code } });
      expect(imported.log.map((entry) => [entry.level, entry.key])).toEqual([['info', 'importExport.ti.read'], ['info', 'importExport.server.imported']]);
      const copy = await readTiDocument(api.server.db, api.owner, Number(imported.result?.prId));
      expect(comparableTree(copy)).toEqual(comparableTree(await readTiDocument(api.server.db, api.owner, prId)));
    });

    it('refuses a code in use at the import call and keeps the converted order for another try', { timeout: 60_000 }, async () => {
      const { bytes } = await tiFileOfNewProject(3);
      const orderId = orderIdOf((await uploadForConversion(api.server, api.session, [{ name: 'a.ti', bytes }])).body);
      await settledJob(api.server, api.session, orderId);
      const refused = await importOrder(api.server, api.session, orderId, `JOB-SRC-${projects}`);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ ErrorId: 'server.projects.invalidCode', Issues: [expect.objectContaining({ field: 'PrCode', code: 'validation.unique' })] });
      expect((await importOrder(api.server, api.session, orderId, 'X'.repeat(21))).status).toBe(400);
      expect((await importOrder(api.server, api.session, orderId, `JOB-RETRY-${projects}`)).status).toBe(200);
      expect(await settledJob(api.server, api.session, orderId)).toMatchObject({ phase: 'import', state: 'done' });
    });

    it('refuses an unsupported file type before anything is queued, with the spec\'s message', async () => {
      const answer = await uploadForConversion(api.server, api.session, [{ name: 'notes.txt', bytes: new Uint8Array([1, 2, 3]) }]);
      expect(answer).toMatchObject({ status: 400, body: { ErrorId: 'importExport.server.fileTypeNotSupported', MessageParams: { file: 'notes.txt' } } });
    });

    it('fails the conversion of unreadable content with an error line in the log, and nothing can be imported from it', async () => {
      const orderId = orderIdOf((await uploadForConversion(api.server, api.session, [{ name: 'broken.ti', bytes: new TextEncoder().encode('not a zip') }])).body);
      const failed = await settledJob(api.server, api.session, orderId);
      expect(failed).toMatchObject({ phase: 'convert', state: 'failed', log: [expect.objectContaining({ level: 'error', key: 'formats.common.unreadableZip' })] });
      expect((await importOrder(api.server, api.session, orderId, `JOB-NEVER-${projects}`)).body).toMatchObject({ ErrorId: 'importExport.server.notConverted' });
    });

    it('answers not found for an order id of nobody, or of another licence', async () => {
      expect((await jobStatus(api.server, api.session, randomUUID())).status).toBe(404);
    });

    it('hands each queued job to exactly one of several claimers at once', async () => {
      const ids: string[] = Array.from({ length: 6 }, () => randomUUID());
      const now = new Date();
      for (const orderId of ids) await api.server.db.insertInto('jobs').values({ orderId, licenceId: api.owner.licenceId, userId: api.owner.userId, phase: 'convert', state: 'held', progress: 0, input: '{}', result: null, log: '[]', workerId: null, heartbeatAt: null, createdAt: now.toISOString(), updatedAt: now.toISOString() } as never).execute();
      await api.server.db.updateTable('jobs').set({ state: 'queued' }).where('orderId', 'in', ids).execute();
      // The server's own runner may claim some too: every job is claimed once, by one of them.
      const claims = await Promise.all(Array.from({ length: 12 }, (_, index) => claimNextJob(api.server.db, dialect, `claimer-${index}`, new Date())));
      const claimed = claims.flatMap((job) => (job && ids.includes(job.orderId) ? [job.orderId] : []));
      expect(new Set(claimed).size).toBe(claimed.length);
      const states = await api.server.db.selectFrom('jobs').select(['orderId', 'state']).where('orderId', 'in', ids).execute();
      expect(states.every((job) => job.state !== 'queued')).toBe(true);
    });

    it('fails a running job whose process went silent, with an error line, and leaves a live one running', async () => {
      const silent = randomUUID();
      const live = randomUUID();
      // Inserted as running at once: a queued row could be claimed by the server's own runner first.
      const at = new Date().toISOString();
      for (const [orderId, heartbeatAt] of [[silent, '2000-01-01T00:00:00.000Z'], [live, at]] as const) {
        await api.server.db.insertInto('jobs').values({ orderId, licenceId: api.owner.licenceId, userId: api.owner.userId, phase: 'import', state: 'running', progress: 0, input: '{}', result: null, log: '[]', workerId: 'elsewhere', heartbeatAt, createdAt: at, updatedAt: at }).execute();
      }
      const failed = await failAbandonedJobs(api.server.db, new Date(Date.now() - 60_000), { level: 'error', key: 'importExport.server.abandoned', params: {} }, new Date());
      expect(failed).toEqual([silent]);
      const rows = await api.server.db.selectFrom('jobs').select(['orderId', 'state', 'log']).where('orderId', 'in', [silent, live]).execute();
      expect(Object.fromEntries(rows.map((row) => [row.orderId, row.state]))).toEqual({ [silent]: 'failed', [live]: 'running' });
      expect(rows.find((row) => row.orderId === silent)?.log).toContain('importExport.server.abandoned');
    });
  });
});
