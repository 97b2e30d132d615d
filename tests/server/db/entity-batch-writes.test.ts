import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertEntityRowsInBatches } from '../../../server/db/repositories/entity-batch-insert';
import { updateEntityRowsInBatches } from '../../../server/db/repositories/entity-batch-update';
import { insertEntityRows, selectEntityRows } from '../../../server/db/repositories/entity-rows';
import { addAccount } from '../../../server/services/account-service';
import { forEachDatabase, freshDatabase, type FreshDatabase } from '../harness';

forEachDatabase((dialect) => {
  describe(`batched entity writes on ${dialect} (one JSON statement per batch)`, () => {
    let fresh: FreshDatabase;
    let prIds: number[] = [];
    let licenceId = 0;

    beforeAll(async () => {
      fresh = await freshDatabase(dialect);
      const account = await addAccount(fresh.database.db, { licenceNumber: 8, username: 'batch', password: 'zand-klei-veen-grind-1', displayName: 'Batch' });
      if (!account.ok) throw new Error('account');
      licenceId = account.licenceId;
      const projects = await insertEntityRows(fresh.database.db, 'project', [{ PrCode: 'A' }, { PrCode: 'B' }], { LicenceID: account.licenceId });
      prIds = projects.map((project) => Number(project.PrID));
    });
    afterAll(() => fresh.dispose());

    const pointsOf = (prId: number) => selectEntityRows(fresh.database.db, 'measurementPoint', { column: 'PrID', values: [prId] });

    it('inserts 6,000 rows in two statements, answers ids by GUID, and makes missing GUIDs', async () => {
      const rows = Array.from({ length: 6000 }, (_, i) => ({ ...(i === 0 ? {} : { MpGuid: `g-${i}` }), MpName: `P${i}`, MpXCoord: 155000.25 + i, MpFuture: i === 1 ? { kept: true } : undefined }));
      const ids = await insertEntityRowsInBatches(fresh.database.db, 'measurementPoint', rows, { PrID: prIds[0] ?? 0 });
      expect(ids.size).toBe(6000);
      const stored = await pointsOf(prIds[0] ?? 0);
      expect(stored).toHaveLength(6000);
      expect(stored[0]?.MpGuid).toMatch(/^[0-9a-f-]{36}$/);
      expect(stored[1]).toMatchObject({ MpGuid: 'g-1', MpName: 'P1', MpXCoord: 155001.25, MpFuture: { kept: true }, MpID: ids.get('g-1') });
    });

    it('updates only the fields each row carries, keeps extra fields, and stays inside the scope', async () => {
      await insertEntityRowsInBatches(fresh.database.db, 'measurementPoint', [{ MpGuid: 'other-1', MpName: 'O1' }], { PrID: prIds[1] ?? 0 });
      const matched = await updateEntityRowsInBatches(fresh.database.db, 'measurementPoint', [
        { MpGuid: 'g-1', MpRemark: 'checked' },
        { MpGuid: 'g-2', MpRemark: 'checked', MpXCoord: null },
        { MpGuid: 'other-1', MpRemark: 'outside the scope' },
      ], { column: 'PrID', value: prIds[0] ?? 0 });
      expect(matched).toBe(2);
      const stored = new Map((await pointsOf(prIds[0] ?? 0)).map((point) => [point.MpGuid, point]));
      expect(stored.get('g-1')).toMatchObject({ MpName: 'P1', MpRemark: 'checked', MpXCoord: 155001.25, MpFuture: { kept: true } });
      expect(stored.get('g-2')).toMatchObject({ MpName: 'P2', MpRemark: 'checked', MpXCoord: null });
      expect((await pointsOf(prIds[1] ?? 0))[0]?.MpRemark).toBeNull();
    });

    it('stores booleans as 0/1 and reads them back as booleans', async () => {
      const ids = await insertEntityRowsInBatches(fresh.database.db, 'project', [{ PrGuid: 'pinned-project', PrCode: 'C', PrPinned: true }], { LicenceID: licenceId });
      await updateEntityRowsInBatches(fresh.database.db, 'project', [{ PrGuid: 'pinned-project', PrPinned: false }]);
      const [project] = await selectEntityRows(fresh.database.db, 'project', { column: 'PrID', values: [ids.get('pinned-project') ?? 0] });
      expect(project?.PrPinned).toBe(false);
    });
  });
});
