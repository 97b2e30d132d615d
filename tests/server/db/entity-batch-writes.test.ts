import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertEntityRowsInBatches } from '../../../server/db/repositories/entity-batch-insert';
import { updateEntityRowsInBatches } from '../../../server/db/repositories/entity-batch-update';
import { insertEntityRows, selectEntityRows } from '../../../server/db/repositories/entity-rows';
import { addAccount } from '../../../server/services/account-service';
import { forEachDatabase, freshDatabase, type FreshDatabase } from '../harness';

forEachDatabase((dialect) => {
  describe(`batched entity writes on ${dialect} (one JSON statement per batch)`, () => {
    let fresh: FreshDatabase;
    let licenceId = 0;
    let projects = 0;

    beforeAll(async () => {
      fresh = await freshDatabase(dialect);
      const account = await addAccount(fresh.database.db, { licenceNumber: 8, username: 'batch', password: 'zand-klei-veen-grind-1', displayName: 'Batch' });
      if (!account.ok) throw new Error('account');
      licenceId = account.licenceId;
    });
    afterAll(() => fresh.dispose());

    /** An empty project of the calling test alone, so what it reads is what it wrote. */
    const newProject = async (): Promise<number> => {
      projects += 1;
      const [project] = await insertEntityRows(fresh.database.db, 'project', [{ PrCode: `BATCH-${projects}` }], { LicenceID: licenceId });
      return Number(project?.PrID);
    };

    const pointsOf = (prId: number) => selectEntityRows(fresh.database.db, 'measurementPoint', { column: 'PrID', values: [prId] });

    it('inserts 6,000 rows in two statements, answers ids by GUID, and makes missing GUIDs', async () => {
      const rows = Array.from({ length: 6000 }, (_, i) => ({ ...(i === 0 ? {} : { MpGuid: `g-${i}` }), MpName: `P${i}`, MpXCoord: 155000.25 + i, MpFuture: i === 1 ? { kept: true } : undefined }));
      const prId = await newProject();
      const ids = await insertEntityRowsInBatches(fresh.database.db, 'measurementPoint', rows, { PrID: prId });
      expect(ids.size).toBe(6000);
      const stored = await pointsOf(prId);
      expect(stored).toHaveLength(6000);
      expect(stored[0]?.MpGuid).toMatch(/^[0-9a-f-]{36}$/);
      expect(stored[1]).toMatchObject({ MpGuid: 'g-1', MpName: 'P1', MpXCoord: 155001.25, MpFuture: { kept: true }, MpID: ids.get('g-1') });
    });

    it('updates only the fields each row carries, keeps extra fields, and stays inside the scope', async () => {
      const [inScope, outside] = [await newProject(), await newProject()];
      await insertEntityRowsInBatches(fresh.database.db, 'measurementPoint', [
        { MpGuid: 'update-1', MpName: 'P1', MpXCoord: 155001.25, MpFuture: { kept: true } },
        { MpGuid: 'update-2', MpName: 'P2', MpXCoord: 155002.25 },
      ], { PrID: inScope });
      await insertEntityRowsInBatches(fresh.database.db, 'measurementPoint', [{ MpGuid: 'other-1', MpName: 'O1' }], { PrID: outside });
      const matched = await updateEntityRowsInBatches(fresh.database.db, 'measurementPoint', [
        { MpGuid: 'update-1', MpRemark: 'checked' },
        { MpGuid: 'update-2', MpRemark: 'checked', MpXCoord: null },
        { MpGuid: 'other-1', MpRemark: 'outside the scope' },
      ], { scope: { column: 'PrID', value: inScope } });
      expect(matched).toBe(2);
      const stored = new Map((await pointsOf(inScope)).map((point) => [point.MpGuid, point]));
      expect(stored.get('update-1')).toMatchObject({ MpName: 'P1', MpRemark: 'checked', MpXCoord: 155001.25, MpFuture: { kept: true } });
      expect(stored.get('update-2')).toMatchObject({ MpName: 'P2', MpRemark: 'checked', MpXCoord: null });
      expect((await pointsOf(outside))[0]?.MpRemark).toBeNull();
    });

    it('stores booleans as 0/1 and reads them back as booleans', async () => {
      const ids = await insertEntityRowsInBatches(fresh.database.db, 'project', [{ PrGuid: 'pinned-project', PrCode: 'C', PrPinned: true }], { LicenceID: licenceId });
      await updateEntityRowsInBatches(fresh.database.db, 'project', [{ PrGuid: 'pinned-project', PrPinned: false }]);
      const [project] = await selectEntityRows(fresh.database.db, 'project', { column: 'PrID', values: [ids.get('pinned-project') ?? 0] });
      expect(project?.PrPinned).toBe(false);
    });
  });
});
