import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { selectRowsOfProject } from '../../../server/db/repositories/rows-of-project';
import { generateDemoProject } from '../../../server/seed/demo-project';
import { seedProject } from '../../../server/services/seed-project';
import { forEachDatabase } from '../harness';
import { exportProject } from './exchange-calls';
import { importOrder, orderIdOf, settledJob, uploadForConversion } from './job-calls';
import { useServerWithOwner } from './server-with-owner';

/** Save loops running at once beside the import, each on a point of its own, so some save always arrives while the import writes. */
const saveLoops = 3;

/**
 * Other users keep saving while an import writes into a project (spec 02 section 4; 'Bad input gets a clear error
 * and loses nothing'): on SQLite a second connection of the same process met the import's open transaction,
 * waited synchronously — the whole server frozen — until busy_timeout, and failed the save.
 */
forEachDatabase((dialect) => {
  describe(`saves beside an import into a project (${dialect})`, () => {
    const api = useServerWithOwner(dialect);

    it('takes every save another user makes while a spreadsheet import writes into a large project', { timeout: 120_000 }, async () => {
      const { db } = api.server;
      const large = await seedProject(db, api.owner.licenceId, api.owner.userId, generateDemoProject({ seed: 501, points: 1500, projectCode: 'BESIDE-LARGE' }));
      const small = await seedProject(db, api.owner.licenceId, api.owner.userId, generateDemoProject({ seed: 502, points: saveLoops, projectCode: 'BESIDE-SMALL' }));
      const points = await selectRowsOfProject(db, 'measurementPoint', small.prId, ['MpGuid']);
      const { bytes } = await exportProject(api.session, large.prId, 'xlsx');
      if (!bytes) throw new Error('nothing to import');
      const upload = await uploadForConversion(api.server, api.session, [{ name: 'BESIDE-LARGE.xlsx', bytes }]);
      const orderId = orderIdOf(upload.body);
      expect((await settledJob(api.server, api.session, orderId)).state).toBe('done');

      let importing = true;
      const imported = (async () => {
        expect((await importOrder(api.server, api.session, orderId, 'BESIDE-LARGE')).status).toBe(200);
        const status = await settledJob(api.server, api.session, orderId);
        importing = false;
        return status;
      })();
      const answers: string[] = [];
      let saved = 0;
      await Promise.all(points.map(async (point) => {
        while (importing) {
          const answer = await api.session.call('/ITWDataRestService_V1_0/SetMeasurementPoints', {
            data: { PrID: String(small.prId), MeasurementPoints: [{ MpGuid: point.MpGuid, MpRemark: `beside ${(saved += 1)}` }] },
            action: 'UPDATE',
          });
          answers.push(String(answer.body.ResultCode));
          await sleep(5);
        }
      }));

      expect(await imported).toMatchObject({ phase: 'import', state: 'done' });
      expect(answers.length).toBeGreaterThan(saveLoops);
      expect(new Set(answers)).toEqual(new Set(['Import_Succes']));
    });
  });
});
