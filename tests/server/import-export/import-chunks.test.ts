import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { TiDocument } from '../../../src/domain/formats/ti/ti-document';
import { generateDemoProject } from '../../../server/seed/demo-project';
import { importTiDocument } from '../../../server/services/import-export/ti-import-service';
import { readTiDocument } from '../../../server/services/import-export/ti-export-service';
import { JobRunner } from '../../../server/services/jobs/job-runner';
import { seedProject } from '../../../server/services/seed-project';
import { forEachDatabase } from '../harness';
import { useServerWithOwner } from './server-with-owner';

const prefix = '/ITWDataRestService_V1_0';

describe('a new project imported in short transactions (spec 02 section 4: never half a project)', () => {
  forEachDatabase((dialect) => {
    const api = useServerWithOwner(dialect);
    let projects = 0;

    /** A seeded project of `points` points and its tree as a .ti document; its PrID and one point's GUID for saves. */
    async function source(points: number): Promise<{ prId: number; mpGuid: string; document: TiDocument }> {
      projects += 1;
      const { prId } = await seedProject(api.server.db, api.owner.licenceId, api.owner.userId, generateDemoProject({ seed: 700 + projects, points, projectCode: `CHUNK-SRC-${projects}` }));
      const document = await readTiDocument(api.server.db, api.owner, prId, new Date(), { omitEmptyColumns: true });
      const mpGuid = String(document.tables.tblMeasurementPoints?.[0]?.MpGuid);
      return { prId, mpGuid, document };
    }

    async function listedCodes(): Promise<string[]> {
      const answer = await api.session.call<{ Files: { FileContent: string }[] }>(`${prefix}/GetProjects`, { Parameters: { Filter: 'all' } });
      const tables = JSON.parse(answer.body.Files[0]?.FileContent ?? '{}') as { VeldData: { tblProjects: { PrCode: string }[] } };
      return tables.VeldData.tblProjects.map((project) => project.PrCode);
    }

    /** Every stored project row with this code, one an import still hides included. */
    async function storedProjects(code: string): Promise<number[]> {
      const rows = await api.server.db.selectFrom('tblProjects').select('PrID').where('PrCode', '=', code).execute();
      return rows.map((row) => Number(row.PrID));
    }

    async function storedPoints(prId: number): Promise<number> {
      const row = await api.server.db.selectFrom('tblMeasurementPoints').select((eb) => eb.fn.countAll<number | string>().as('count')).where('PrID', '=', prId).executeTakeFirstOrThrow();
      return Number(row.count);
    }

    it('lets another request save between its chunks, and shows the project to nobody until the last one', { timeout: 120_000 }, async () => {
      const other = await source(3);
      const { document } = await source(40);
      const code = `CHUNK-OK-${projects}`;
      const seen: { fraction: number; saved: unknown; listed: string[]; read: unknown; points: number }[] = [];
      const imported = await importTiDocument(api.server.db, api.owner, document, code, {
        onProgress: async (fraction) => {
          if (fraction === 0 || fraction === 1 || seen.length > 0) return;
          const [prId] = await storedProjects(code);
          const saved = await api.session.call(`${prefix}/SetMeasurementPoints`, { data: { PrID: String(other.prId), MeasurementPoints: [{ MpGuid: other.mpGuid, MpRemark: 'saved during an import' }] }, action: 'UPDATE' });
          const read = await api.session.call(`${prefix}/GetMeasurementPoints`, { Parameters: { ExportFormat: 'json', ProjectID: String(prId) } });
          seen.push({ fraction, saved: saved.body.ResultCode, listed: await listedCodes(), read: read.body.ResultCode, points: await storedPoints(Number(prId)) });
        },
      });
      expect(seen).toEqual([expect.objectContaining({ saved: 'Import_Succes', read: expect.not.stringMatching(/Succes/) })]);
      expect(seen[0]?.listed).not.toContain(code);
      // Part of the tree was committed, and more was to come, when the save went through: it ran between chunks.
      expect(seen[0]?.points).toBeGreaterThan(0);
      expect(seen[0]?.fraction).toBeLessThan(1);
      const remark = await api.server.db.selectFrom('tblMeasurementPoints').select('MpRemark').where('MpGuid', '=', other.mpGuid).executeTakeFirstOrThrow();
      expect(remark.MpRemark).toBe('saved during an import');
      expect(await listedCodes()).toContain(code);
      expect(await storedPoints(imported.prId)).toBe(40);
    });

    it('deletes every chunk already written when a row of its last chunk breaks a rule', { timeout: 120_000 }, async () => {
      const { document } = await source(40);
      const observations = document.tables.tblObservation ?? [];
      expect(observations.length).toBeGreaterThan(0);
      // The last table's last row names a sample that exists nowhere: the rules refuse it in the last chunk.
      const broken: TiDocument = { ...document, tables: { ...document.tables, tblObservation: [...observations.slice(0, -1), { ...observations.at(-1), WsGuid: randomUUID() }] } };
      const code = `CHUNK-BAD-${projects}`;
      const fractions: number[] = [];
      await expect(importTiDocument(api.server.db, api.owner, broken, code, { onProgress: (fraction) => void fractions.push(fraction) })).rejects.toMatchObject({ resultCode: 'Import_Failed' });
      // Chunks before the last had committed, and are gone with the project.
      expect(fractions.filter((fraction) => fraction > 0).length).toBeGreaterThan(0);
      expect(await storedProjects(code)).toEqual([]);
      expect(await listedCodes()).not.toContain(code);
    });

    it('is failed by a restart while it writes, and nothing of its project is left or shown', { timeout: 120_000 }, async () => {
      const { document } = await source(40);
      const code = `CHUNK-CUT-${projects}`;
      const orderId = randomUUID();
      const long = new Date(Date.now() - 3_600_000).toISOString();
      // The job as the stopped process left it: running, its last sign of life long ago.
      await api.server.db.insertInto('jobs').values({
        orderId, licenceId: api.owner.licenceId, userId: api.owner.userId, phase: 'import', input: JSON.stringify({ projectCode: code }),
        state: 'running', progress: 0, result: null, log: '[]', workerId: randomUUID(), heartbeatAt: long, createdAt: long, updatedAt: long,
      }).execute();
      let cut: () => void = () => undefined;
      const halted = new Promise<void>((resolve) => { cut = resolve; });
      let stalled: () => void = () => undefined;
      const stall = new Promise<void>((resolve) => { stalled = resolve; });
      // The process stops after its first chunk: the import waits there until the restart is over.
      const importing = importTiDocument(api.server.db, api.owner, document, code, {
        orderId,
        onProgress: async (fraction) => {
          if (fraction === 0) return;
          stalled();
          await halted;
        },
      });
      await stall;
      expect(await storedProjects(code)).toHaveLength(1);

      const restarted = new JobRunner(api.server.database, api.server.config, api.server.app.log);
      await restarted.start();
      await restarted.stop();

      const job = await api.server.db.selectFrom('jobs').select(['state', 'log']).where('orderId', '=', orderId).executeTakeFirstOrThrow();
      expect(job.state).toBe('failed');
      expect(JSON.parse(job.log)).toEqual([expect.objectContaining({ level: 'error', key: 'importExport.server.abandoned' })]);
      expect(await storedProjects(code)).toEqual([]);
      expect(await listedCodes()).not.toContain(code);
      // The old process, had it gone on, cannot bring the project back.
      cut();
      await expect(importing).rejects.toBeDefined();
      expect(await storedProjects(code)).toEqual([]);
    });
  });
});
