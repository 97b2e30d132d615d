import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteAbandonedImports } from '../../../server/db/repositories/project-imports';
import { selectRowsOfProject } from '../../../server/db/repositories/rows-of-project';
import { generateDemoProject } from '../../../server/seed/demo-project';
import { addAccount } from '../../../server/services/account-service';
import { readTiDocument } from '../../../server/services/import-export/ti-export-service';
import { importTiDocumentInto } from '../../../server/services/import-export/ti-import-service';
import { seedProject } from '../../../server/services/seed-project';
import type { TiDocument } from '../../../src/domain/formats/ti/ti-document';
import { forEachDatabase, freshDatabase, type FreshDatabase } from '../harness';

/** The fields names are unique by, under the project (points, sublocations) or in it (jars, water samples). */
const nameFields = ['MpName', 'SlName', 'JrName', 'WsName'];

/** The document with every name prefixed, so none meets a name of the project it goes into. */
function renamed(document: TiDocument, prefix: string): TiDocument {
  const tables = Object.fromEntries(Object.entries(document.tables).map(([table, rows]) => [table, rows.map((row) => Object.fromEntries(
    Object.entries(row).map(([field, value]) => [field, nameFields.includes(field) && typeof value === 'string' ? `${prefix}${value}` : value]),
  ))]));
  return { ...document, tables };
}

/** The document with the first row of `table` given `field` = `value`. */
function withFirst(document: TiDocument, table: string, field: string, value: unknown): TiDocument {
  const [first, ...rest] = document.tables[table] ?? [];
  return { ...document, tables: { ...document.tables, [table]: [{ ...first, [field]: value }, ...rest] } };
}

/**
 * A .ti import into a project that exists (spec 02 section 5) is written into a hidden staging project in short
 * transactions and moved into the project at the end, after the project's own rows have been checked with it:
 * nothing shows before the end, and a refusal leaves the project, and the list of projects, as they were.
 */
forEachDatabase((dialect) => {
  describe(`.ti import into an existing project (${dialect})`, () => {
    let fresh: FreshDatabase;
    let viewer = { licenceId: 0, userId: 0 };
    let source: TiDocument;
    let targetId = 0;

    const db = () => fresh.database.db;
    const projectCount = async () => (await db().selectFrom('tblProjects').select('PrID').where('LicenceID', '=', viewer.licenceId).execute()).length;
    const names = async (kind: 'measurementPoint' | 'jar', field: string) => (await selectRowsOfProject(db(), kind, targetId, [field])).map((row) => String(row[field]));

    beforeAll(async () => {
      fresh = await freshDatabase(dialect);
      const account = await addAccount(db(), { licenceNumber: 12, username: 'into', password: 'inlezen-naast-bestaande-7', displayName: 'Into' });
      if (!account.ok) throw new Error('account');
      viewer = { licenceId: account.licenceId, userId: account.userId };
      const from = await seedProject(db(), viewer.licenceId, viewer.userId, generateDemoProject({ seed: 31, points: 4, projectCode: 'SOURCE' }));
      targetId = (await seedProject(db(), viewer.licenceId, viewer.userId, generateDemoProject({ seed: 32, points: 3, projectCode: 'TARGET' }))).prId;
      source = await readTiDocument(db(), viewer, from.prId);
    });
    afterAll(() => fresh?.dispose());

    it('adds the tree beside the project\'s own rows, shows none of it before the end, and leaves no staging project', async () => {
      const projects = await projectCount();
      const before = await names('measurementPoint', 'MpName');
      const seenDuringImport: number[] = [];
      const document = renamed(source, 'IN-');
      const imported = await importTiDocumentInto(db(), viewer, document, targetId, {
        onProgress: async () => { seenDuringImport.push((await names('measurementPoint', 'MpName')).length); },
      });
      expect(imported.prId).toBe(targetId);
      expect(seenDuringImport.length).toBeGreaterThan(1);
      expect(new Set(seenDuringImport)).toEqual(new Set([before.length]));
      const after = await names('measurementPoint', 'MpName');
      expect(after.sort()).toEqual([...before, ...(document.tables.tblMeasurementPoints ?? []).map((point) => String(point.MpName))].sort());
      expect((await selectRowsOfProject(db(), 'layer', targetId, ['LaGuid'])).length).toBeGreaterThanOrEqual(source.tables.tblLayers?.length ?? 1);
      expect(await projectCount()).toBe(projects);
    });

    it('leaves nothing of an import a stopped process was writing: the start-up recovery deletes its staging project', async () => {
      const projects = await projectCount();
      const before = await names('measurementPoint', 'MpName');
      let stalled = () => {};
      const stalls = new Promise<void>((resolve) => { stalled = resolve; });
      let chunks = 0;
      // The process 'stops' after its first chunk: the import never goes on, as after a kill.
      void importTiDocumentInto(db(), viewer, renamed(source, 'STOPPED-'), targetId, {
        onProgress: () => (++chunks === 2 ? (stalled(), new Promise<void>(() => {})) : undefined),
      }).catch(() => undefined);
      await stalls;
      const staging = await db().selectFrom('tblProjects').select('PrID').where('LicenceID', '=', viewer.licenceId).where('ImportingOrderId', 'is not', null).execute();
      expect(staging).toHaveLength(1);
      expect(await deleteAbandonedImports(db())).toEqual([staging[0]?.PrID]);
      expect((await names('measurementPoint', 'MpName')).sort()).toEqual([...before].sort());
      expect(await projectCount()).toBe(projects);
    });

    it('refuses a point whose name the project already holds, and leaves the project as it was', async () => {
      const projects = await projectCount();
      const before = await names('measurementPoint', 'MpName');
      const clash = withFirst(renamed(source, 'CLASH-'), 'tblMeasurementPoints', 'MpName', before[0]);
      await expect(importTiDocumentInto(db(), viewer, clash, targetId)).rejects.toMatchObject({
        resultCode: 'Import_Failed',
        issues: [expect.objectContaining({ field: 'MpName', code: 'validation.unique', table: 'tblMeasurementPoints' })],
      });
      expect((await names('measurementPoint', 'MpName')).sort()).toEqual([...before].sort());
      expect(await projectCount()).toBe(projects);
    });

    it('refuses a jar whose name a jar elsewhere in the project holds (names unique in the project)', async () => {
      const [storedJar] = await names('jar', 'JrName');
      expect(storedJar).toBeDefined();
      const jarsBefore = await names('jar', 'JrName');
      const clash = withFirst(renamed(source, 'JAR-'), 'tblJars', 'JrName', storedJar);
      await expect(importTiDocumentInto(db(), viewer, clash, targetId)).rejects.toMatchObject({
        issues: [expect.objectContaining({ field: 'JrName', code: 'validation.unique', table: 'tblJars' })],
      });
      expect((await names('jar', 'JrName')).sort()).toEqual([...jarsBefore].sort());
    });
  });
});
