import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryTargets, samplesByName } from '../../../server/db/repositories/delivery-targets';
import { insertEntityRows } from '../../../server/db/repositories/entity-rows';
import { findAnalysisSample } from '../../../server/db/repositories/lab';
import { findAnalysisSampleScope } from '../../../server/db/repositories/lab-scope';
import { countRowsOfLicence } from '../../../server/db/repositories/licence-row-counts';
import { selectMediaUsage } from '../../../server/db/repositories/licence-statistics';
import { insertMedia, selectMediaByGuid } from '../../../server/db/repositories/media';
import { findCadastralRecord } from '../../../server/db/repositories/project-records';
import { generateDemoProject } from '../../../server/seed/demo-project';
import { addAccount } from '../../../server/services/account-service';
import { seedProject } from '../../../server/services/seed-project';
import { forEachDatabase, freshDatabase, type FreshDatabase } from '../harness';

const orderNr = 'LAB-HIDDEN-1';
const sampleName = 'AS-HIDDEN';
const mediaGuid = 'd0000000-0000-4000-8000-0000000000aa';

/**
 * A project an import is still writing (ImportingOrderId set, spec 02 section 4: never half a
 * project) is nobody's: the lookups by a record's own id, GUID, order number or name and the
 * management statistics do not find it until the mark is gone.
 */
forEachDatabase((dialect) => {
  describe(`lookups past a project an import is still writing (${dialect})`, () => {
    let fresh: FreshDatabase;
    let licenceId = 0;
    let prId = 0;
    let asId = 0;
    let caId = 0;

    const mark = (value: string | null) => fresh.database.db.updateTable('tblProjects').set({ ImportingOrderId: value }).where('PrID', '=', prId).execute();

    /** What each lookup finds of the project's records. */
    async function found() {
      return {
        analysisSample: (await findAnalysisSample(fresh.database.db, licenceId, asId))?.asId,
        sampleScope: (await findAnalysisSampleScope(fresh.database.db, licenceId, asId))?.asId,
        cadastral: (await findCadastralRecord(fresh.database.db, licenceId, caId))?.caId,
        media: (await selectMediaByGuid(fresh.database.db, mediaGuid))?.MeGuid,
        deliveryOrders: (await deliveryTargets(fresh.database.db, licenceId, [orderNr])).map((target) => target.orderNr),
        samplesNamed: (await samplesByName(fresh.database.db, licenceId, [sampleName])).map((sample) => sample.asId),
        mediaFiles: (await selectMediaUsage(fresh.database.db, licenceId)).files,
        points: await countRowsOfLicence(fresh.database.db, licenceId, 'measurementPoint'),
      };
    }

    beforeAll(async () => {
      fresh = await freshDatabase(dialect);
      const account = await addAccount(fresh.database.db, { licenceNumber: 9, username: 'importing', password: 'verborgen-tijdens-inlezen-7', displayName: 'Importing' });
      if (!account.ok) throw new Error('account');
      licenceId = account.licenceId;
      prId = (await seedProject(fresh.database.db, licenceId, account.userId, generateDemoProject({ seed: 91, points: 3, projectCode: 'HIDDEN' }))).prId;
      const [assignment] = await insertEntityRows(fresh.database.db, 'labAssignment', [{ OrderNr: orderNr }], { PrID: prId });
      const [sample] = await insertEntityRows(fresh.database.db, 'analysisSample', [{ Name: sampleName, LbID: assignment?.LbID }], { PrID: prId });
      asId = Number(sample?.AsID);
      caId = Number((await insertEntityRows(fresh.database.db, 'cadastralOvam', [{ CaName: 'Perceel 12' }], { PrID: prId }))[0]?.CaID);
      await insertMedia(fresh.database.db, [{
        PrID: prId, MpID: null, MeGuid: mediaGuid, FileName: 'foto.jpg', NameKey: 'foto.jpg', MediaClassification: 'Picture', MediaType: 'image/jpeg',
        ByteSize: 1234, Checksum: 'ab', StoredName: `${mediaGuid}.jpg`, HasThumbnail: 0, Width: null, Height: null, UploadedBy: 'importing', UploadedAt: new Date().toISOString(),
      }]);
    });
    afterAll(() => fresh.dispose());

    it('finds none of its records while the mark is set, and every one once the import has ended', async () => {
      await mark('order-in-progress');
      expect(await found()).toEqual({
        analysisSample: undefined, sampleScope: undefined, cadastral: undefined, media: undefined,
        deliveryOrders: [], samplesNamed: [], mediaFiles: 0, points: 0,
      });
      await mark(null);
      expect(await found()).toEqual({
        analysisSample: asId, sampleScope: asId, cadastral: caId, media: mediaGuid,
        deliveryOrders: [orderNr], samplesNamed: [asId], mediaFiles: 1, points: 3,
      });
    });
  });
});
