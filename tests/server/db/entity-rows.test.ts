import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entityKinds } from '../../../src/domain/entities/entity-descriptors';
import { entityStorageShape } from '../../../server/db/repositories/entity-storage-shape';
import { updateFieldsInBatches } from '../../../server/db/repositories/entity-batch-update';
import { deleteEntityRowsById, insertEntityRows, selectEntityRows, selectRowsByGuid } from '../../../server/db/repositories/entity-rows';
import { addAccount } from '../../../server/services/account-service';
import { forEachDatabase, freshDatabase, type FreshDatabase } from '../harness';

forEachDatabase((dialect) => {
  describe(`entity storage on ${dialect}`, () => {
    let fresh: FreshDatabase;
    let licenceId = 0;

    beforeAll(async () => {
      fresh = await freshDatabase(dialect);
      const account = await addAccount(fresh.database.db, { licenceNumber: 7, username: 'store', password: 'entity-rows-secret-1', displayName: 'Store' });
      if (!account.ok) throw new Error('account');
      licenceId = account.licenceId;
    });
    afterAll(() => fresh.dispose());

    it('has a column for every field of every entity schema (migrations and schemas agree)', async () => {
      const tables = await fresh.database.db.introspection.getTables();
      for (const kind of entityKinds) {
        const shape = entityStorageShape(kind);
        const table = tables.find((t) => t.name === shape.table && (dialect === 'sqlite' || t.schema === fresh.database.schema));
        const columns = new Set(table?.columns.map((c) => c.name));
        expect([...shape.columns].filter((field) => !columns.has(field)), shape.table).toEqual([]);
      }
    });

    it('stores wire rows and reads them back with ids, GUIDs, booleans and unknown fields intact', async () => {
      const [project] = await insertEntityRows(fresh.database.db, 'project', [{ PrCode: 'P-1', PrPinned: true, PrFutureField: { a: 1 } }], { LicenceID: licenceId });
      expect(project).toMatchObject({ PrCode: 'P-1', PrPinned: true, PrFutureField: { a: 1 } });
      expect(typeof project?.PrID).toBe('number');
      expect(project?.PrGuid).toMatch(/^[0-9a-f-]{36}$/);
      expect(project).not.toHaveProperty('LicenceID');

      const points = await insertEntityRows(fresh.database.db, 'measurementPoint', [
        { MpName: 'B1', MpXCoord: 155000.12, MpDepth: 120 }, { MpName: 'B2', MpGuid: 'guid-b2' },
      ], { PrID: Number(project?.PrID) });
      expect(points.map((p) => p.MpName)).toEqual(['B1', 'B2']);
      expect(points[0]?.MpXCoord).toBe(155000.12);
      expect(points[1]?.MpGuid).toBe('guid-b2');

      expect(await updateFieldsInBatches(fresh.database.db, 'measurementPoint', [{ MpGuid: 'guid-b2', MpName: 'B2a', MpID: 999 }], ['MpName', 'MpID'])).toBe(1);
      const read = await selectEntityRows(fresh.database.db, 'measurementPoint', { column: 'PrID', values: [Number(project?.PrID)] });
      expect(read.map((p) => p.MpName)).toEqual(['B1', 'B2a']);
      expect(read[1]?.MpID).toBe(points[1]?.MpID);
    });

    it('stores a number sent into a text column as its own text, the same on both engines', async () => {
      const [project] = await insertEntityRows(fresh.database.db, 'project', [{ PrCode: 'P-T' }], { LicenceID: licenceId });
      const [summary] = await insertEntityRows(fresh.database.db, 'summaryConclusion', [{ SmType: 1, SmText: 'x' }], { PrID: Number(project?.PrID) });
      expect(summary?.SmType).toBe('1');
      const read = await selectEntityRows(fresh.database.db, 'summaryConclusion', { column: 'PrID', values: [Number(project?.PrID)] });
      expect(read[0]?.SmType).toBe('1');
    });

    it('deletes down the tree: a point takes its layers with it', async () => {
      const [project] = await insertEntityRows(fresh.database.db, 'project', [{ PrCode: 'P-2' }], { LicenceID: licenceId });
      const [point] = await insertEntityRows(fresh.database.db, 'measurementPoint', [{ MpName: 'C1' }], { PrID: Number(project?.PrID) });
      await insertEntityRows(fresh.database.db, 'layer', [{ LaFrom: 0, LaTo: 50 }, { LaFrom: 50, LaTo: 90 }], { MpID: Number(point?.MpID) });
      expect(await deleteEntityRowsById(fresh.database.db, 'measurementPoint', [Number(point?.MpID)])).toBe(1);
      expect(await selectEntityRows(fresh.database.db, 'layer', { column: 'MpID', values: [Number(point?.MpID)] })).toEqual([]);
    });

    it('finds rows by GUID in any letter case, in any project', async () => {
      const [project] = await insertEntityRows(fresh.database.db, 'project', [{ PrCode: 'P-G' }], { LicenceID: licenceId });
      await insertEntityRows(fresh.database.db, 'measurementPoint', [{ MpName: 'G1', MpGuid: 'AbCd-0001' }], { PrID: Number(project?.PrID) });
      const found = await selectRowsByGuid(fresh.database.db, 'measurementPoint', ['abcd-0001', 'ABCD-0001', 'unknown']);
      expect(found.map((row) => row.MpGuid)).toEqual(['AbCd-0001']);
    });

    it('inserts 2,000 rows in batches under the bound-value limits', async () => {
      const [project] = await insertEntityRows(fresh.database.db, 'project', [{ PrCode: 'P-3' }], { LicenceID: licenceId });
      const rows = Array.from({ length: 2000 }, (_, i) => ({ MpName: `D${i}`, MpXCoord: 150000 + i }));
      expect(await insertEntityRows(fresh.database.db, 'measurementPoint', rows, { PrID: Number(project?.PrID) })).toHaveLength(2000);
    });
  });
});
