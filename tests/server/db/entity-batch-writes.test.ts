import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertEntityRowsInBatches } from '../../../server/db/repositories/entity-batch-insert';
import { updateFieldsInBatches } from '../../../server/db/repositories/entity-batch-update';
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

    it('writes the named fields of every row, keeps other columns and extra fields, and never rewrites ids or parent links', async () => {
      const [prId, otherPrId] = [await newProject(), await newProject()];
      const ids = await insertEntityRowsInBatches(fresh.database.db, 'measurementPoint', [
        { MpGuid: 'update-1', MpName: 'P1', MpXCoord: 155001.25, MpFuture: { kept: true } },
        { MpGuid: 'update-2', MpName: 'P2', MpXCoord: 155002.25 },
      ], { PrID: prId });
      const matched = await updateFieldsInBatches(fresh.database.db, 'measurementPoint', [
        { MpGuid: 'update-1', MpID: 999_999, PrID: otherPrId, MpRemark: 'checked', MpXCoord: 155001.25 },
        { MpGuid: 'update-2', MpRemark: 'checked' },
        { MpGuid: 'not-stored', MpRemark: 'nowhere' },
      ], ['MpID', 'PrID', 'MpRemark', 'MpXCoord']);
      expect(matched).toBe(2);
      const stored = new Map((await pointsOf(prId)).map((point) => [point.MpGuid, point]));
      expect(stored.get('update-1')).toMatchObject({ MpID: ids.get('update-1'), MpName: 'P1', MpRemark: 'checked', MpXCoord: 155001.25, MpFuture: { kept: true } });
      expect(stored.get('update-2')).toMatchObject({ MpName: 'P2', MpRemark: 'checked', MpXCoord: null });
      expect(await pointsOf(otherPrId)).toEqual([]);
    });

    it('rewrites the extra fields whole when one of them is among the fields', async () => {
      const prId = await newProject();
      await insertEntityRowsInBatches(fresh.database.db, 'measurementPoint', [{ MpGuid: 'extra-1', MpName: 'E1', MpFuture: 1, MpOther: 'a' }], { PrID: prId });
      expect(await updateFieldsInBatches(fresh.database.db, 'measurementPoint', [{ MpGuid: 'extra-1', MpName: 'E1', MpFuture: 2, MpOther: 'a' }], ['MpFuture'])).toBe(1);
      const [point] = await pointsOf(prId);
      expect(point).toMatchObject({ MpName: 'E1', MpFuture: 2, MpOther: 'a' });
    });

    it('stores booleans as 0/1 and reads them back as booleans', async () => {
      const ids = await insertEntityRowsInBatches(fresh.database.db, 'project', [{ PrGuid: 'pinned-project', PrCode: 'C', PrPinned: true }], { LicenceID: licenceId });
      await updateFieldsInBatches(fresh.database.db, 'project', [{ PrGuid: 'pinned-project', PrPinned: false }], ['PrPinned']);
      const [project] = await selectEntityRows(fresh.database.db, 'project', { column: 'PrID', values: [ids.get('pinned-project') ?? 0] });
      expect(project?.PrPinned).toBe(false);
    });
  });
});
