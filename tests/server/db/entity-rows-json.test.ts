import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entityDescriptors, entityKinds } from '../../../src/domain/entities/entity-descriptors';
import { insertEntityRows, selectEntityRows } from '../../../server/db/repositories/entity-rows';
import { selectEntityRowsJson, selectFileContentBytes } from '../../../server/db/repositories/entity-rows-json';
import { looseEntities } from '../../../server/db/repositories/loose-entities';
import { generateDemoProject } from '../../../server/seed/demo-project';
import { addAccount } from '../../../server/services/account-service';
import { seedProject } from '../../../server/services/seed-project';
import { forEachDatabase, freshDatabase, type FreshDatabase } from '../harness';

/** Values JSON and the two engines are known to treat differently: long decimals, tiny and huge numbers, quotes, line breaks, emoji. */
const awkwardPoint = {
  MpName: 'B "quoted"\nline\\two 🧪 é', MpXCoord: 155000, MpYCoord: 463000.3000000001, MpZCoord: -1e-7, MpDepth: 1 / 3,
  MpGroundwaterLevel: 123456789.12345679, MpRemark: '', MpTypeCode: null, MpFutureField: { nested: [1, null, 'x'] }, MpNothing: null,
};

/** The same awkward text without fields the table lacks, so the database writes its whole answer. */
const quotedPoint = { MpName: 'Q "quoted"\nline\\two 🧪 é', MpRemark: 'tab\there </script>', MpZCoord: -1e-7 };

forEachDatabase((dialect) => {
  describe(`rows read as JSON text by the database equal the rows read as objects, stringified (${dialect})`, () => {
    let fresh: FreshDatabase;

    beforeAll(async () => {
      fresh = await freshDatabase(dialect);
      const account = await addAccount(fresh.database.db, { licenceNumber: 8, username: 'jsonrows', password: 'entity-rows-json-secret-1', displayName: 'Json' });
      if (!account.ok) throw new Error('account');
      const seeded = await seedProject(fresh.database.db, account.licenceId, account.userId, generateDemoProject({ seed: 42, points: 12 }));
      await insertEntityRows(fresh.database.db, 'measurementPoint', [awkwardPoint, { MpName: 'plain' }, quotedPoint], { PrID: seeded.prId });
      await insertEntityRows(fresh.database.db, 'project', [{ PrCode: 'PINNED-NULL', PrPinned: null }, { PrCode: 'UNPINNED', PrPinned: false }], { LicenceID: account.licenceId });
    });
    afterAll(() => fresh.dispose());

    it.for(entityKinds)('%s', async (kind) => {
      const { tableName, idField } = entityDescriptors[kind];
      const ids = (await looseEntities(fresh.database.db).selectFrom(tableName as never).select(idField as never).execute()).map((row) => Number((row as Record<string, unknown>)[idField]));
      const scope = { column: idField, values: ids };
      const asObjects = await selectEntityRows(fresh.database.db, kind, scope);
      expect(JSON.parse(await selectEntityRowsJson(fresh.database.db, kind, scope))).toEqual(asObjects);
    });

    it('reads the awkward point with its unknown fields and every value as stored, and an empty scope as an empty list', async () => {
      const points = JSON.parse(await selectEntityRowsJson(fresh.database.db, 'measurementPoint', { column: 'MpName', values: [awkwardPoint.MpName] })) as unknown[];
      expect(points).toEqual([expect.objectContaining(awkwardPoint)]);
      expect(await selectEntityRowsJson(fresh.database.db, 'layer', { column: 'MpID', values: [] })).toBe('[]');
    });

    it('writes a read answer\'s FileContent as the bytes of a JSON string on SQLite, equal to the rows read as objects; leaves rows with extra fields and PostgreSQL to the text', async () => {
      const { db } = fresh.database;
      const ids = (await selectEntityRows(db, 'measurementPoint', { column: 'MpID', values: Array.from({ length: 2000 }, (_, i) => i + 1) }))
        .filter((point) => point.MpName !== awkwardPoint.MpName).map((point) => Number(point.MpID));
      const scope = { column: 'MpID', values: ids };
      const bytes = await selectFileContentBytes(db, 'measurementPoint', scope, 'tblMeasurementPoints');
      const read = (content: Buffer | undefined) => JSON.parse(JSON.parse(content?.toString('utf8') ?? 'null') as string) as unknown;
      if (dialect === 'postgres') {
        expect(bytes).toBeUndefined();
        return;
      }
      const rows = await selectEntityRows(db, 'measurementPoint', scope);
      expect(rows).toContainEqual(expect.objectContaining(quotedPoint));
      expect(read(bytes)).toEqual({ VeldData: { tblMeasurementPoints: rows } });
      expect(read(await selectFileContentBytes(db, 'layer', { column: 'MpID', values: [-1] }, 'tblLayers'))).toEqual({ VeldData: { tblLayers: [] } });
      expect(await selectFileContentBytes(db, 'measurementPoint', { column: 'MpName', values: [awkwardPoint.MpName] }, 'tblMeasurementPoints')).toBeUndefined();
    });

    it('the demo tree fills the kinds a point read answers, so the comparison above compares rows', async () => {
      for (const kind of ['project', 'measurementPoint', 'layer', 'jar', 'filterTube', 'waterSample', 'bottle'] as const) {
        expect((await selectEntityRows(fresh.database.db, kind, { column: entityDescriptors[kind].idField, values: Array.from({ length: 2000 }, (_, i) => i + 1) })).length, kind).toBeGreaterThan(0);
      }
    });
  });
});
