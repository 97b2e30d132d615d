import { describe, expect, it } from 'vitest';
import { decodeTiFile } from '../../../src/domain/formats/ti/ti-file';
import type { TiDocument } from '../../../src/domain/formats/ti/ti-document';
import { generateDemoProject } from '../../../server/seed/demo-project';
import { importTiDocument } from '../../../server/services/import-export/ti-import-service';
import { readTiDocument } from '../../../server/services/import-export/ti-export-service';
import { seedProject } from '../../../server/services/seed-project';
import { forEachDatabase } from '../harness';
import { comparableTree } from './ti-fixtures';
import { useServerWithOwner } from './server-with-owner';

interface ExportAnswer {
  ResultCode: string;
  Files: { FileName: string; FileContent: string }[];
  ExportLog: { level: string; key: string }[];
}

describe('the project file (.ti): export, then import as a new project code (spec 02 section 9)', () => {
  forEachDatabase((dialect) => {
    const api = useServerWithOwner(dialect);
    let projects = 0;

    async function seeded(points: number): Promise<number> {
      projects += 1;
      return (await seedProject(api.server.db, api.owner.licenceId, api.owner.userId, generateDemoProject({ seed: 900 + projects, points, projectCode: `TI-SRC-${projects}` }))).prId;
    }

    async function exported(prId: number): Promise<{ answer: ExportAnswer; document: TiDocument }> {
      const answer = await api.session.call<ExportAnswer>('/ITWImportExportService_V1_0/export', { TypeOfExport: 'ti', Parameters: { ProjectID: prId }, LogFormat: 'JSON' });
      expect(answer.status).toBe(200);
      const file = answer.body.Files[0];
      if (!file) throw new Error(`no file in ${answer.text.slice(0, 300)}`);
      const read = decodeTiFile(new Uint8Array(Buffer.from(file.FileContent, 'base64')), file.FileName);
      if (!read.ok) throw new Error(JSON.stringify(read.log));
      return { answer: answer.body, document: read.value };
    }

    it('exports a 40-point project as one .ti file with every table of its tree and a success line in the log', { timeout: 60_000 }, async () => {
      const prId = await seeded(40);
      const { answer, document } = await exported(prId);
      expect(answer.ResultCode).toBe('Export_Succes');
      expect(answer.Files.map((file) => file.FileName)).toEqual([`TI-SRC-${projects}.ti`]);
      expect(answer.ExportLog).toEqual([expect.objectContaining({ level: 'info', key: 'importExport.ti.written' })]);
      expect(document.tables.tblMeasurementPoints).toHaveLength(40);
      for (const table of ['tblLayers', 'tblJars', 'tblFilterTubes', 'tblFinishings', 'tblWaterSamples', 'tblBottles', 'tblObservation', 'tblSublocations']) {
        expect(document.tables[table]?.length, table).toBeGreaterThan(0);
      }
      expect(document.tables.tblLayers?.[0]).not.toHaveProperty('LaID');
      expect(document.tables.tblLayers?.[0]).toHaveProperty('MpGuid');
      // Empty columns are left out of the file's rows: an import stores a column a row leaves out as empty.
      expect(Object.values(document.tables).flat().flatMap((row) => Object.values(row))).not.toContain(null);
    });

    it('imports the export as a new project code with an identical tree and new GUIDs', { timeout: 60_000 }, async () => {
      const prId = await seeded(40);
      const { document } = await exported(prId);
      const imported = await importTiDocument(api.server.db, api.owner, document, ' TI-COPY-A ');
      expect(imported.prCode).toBe('TI-COPY-A');
      const copy = await readTiDocument(api.server.db, api.owner, imported.prId);
      // Every column of every row as stored, the empty ones included, against the source project's own tree.
      expect(comparableTree(copy)).toEqual(comparableTree(await readTiDocument(api.server.db, api.owner, prId)));
      expect(copy.project.PrCode).toBe('TI-COPY-A');
      expect(copy.tables.tblMeasurementPoints?.[0]?.MpGuid).not.toBe(document.tables.tblMeasurementPoints?.[0]?.MpGuid);
    });

    it('refuses a code that is in use, empty or longer than 20 characters, and leaves no project behind', async () => {
      const prId = await seeded(5);
      const { document } = await exported(prId);
      const before = await api.server.db.selectFrom('tblProjects').select('PrID').execute();
      for (const code of [`TI-SRC-${projects}`, '   ', 'X'.repeat(21)]) {
        await expect(importTiDocument(api.server.db, api.owner, document, code)).rejects.toMatchObject({ resultCode: 'Import_Failed', issues: [expect.objectContaining({ field: 'PrCode' })] });
      }
      expect(await api.server.db.selectFrom('tblProjects').select('PrID').execute()).toEqual(before);
    });

    it('rolls the whole import back when a row of the tree is refused: no project, no points', async () => {
      const prId = await seeded(5);
      const { document } = await exported(prId);
      const broken: TiDocument = { ...document, tables: { ...document.tables, tblLayers: [...(document.tables.tblLayers ?? []), { LaFrom: 1, LaTo: 2, MpGuid: 'no-such-point' }] } };
      await expect(importTiDocument(api.server.db, api.owner, broken, `TI-BROKEN-${projects}`)).rejects.toBeDefined();
      const found = await api.server.db.selectFrom('tblProjects').select('PrID').where('PrCode', '=', `TI-BROKEN-${projects}`).execute();
      expect(found).toEqual([]);
    });
  });
});
