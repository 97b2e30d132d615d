import { setTimeout as sleep } from 'node:timers/promises';
import { generateDemoProject } from '../../../server/seed/demo-project';
import { importTiDocument, importTiDocumentInto } from '../../../server/services/import-export/ti-import-service';
import { insertProject } from '../../../server/services/project-service';
import { nativeDeflater } from '../../../server/services/import-export/native-deflate';
import { readTiDocument } from '../../../server/services/import-export/ti-export-service';
import { seedProject } from '../../../server/services/seed-project';
import { decodeTiFile, encodeTiFile } from '../../../src/domain/formats/ti/ti-file';
import { startTestServer, type Session } from '../../server/harness';
import { summarise, type BenchResult } from '../measure';

/** A 10,000-point .ti import on SQLite, as a new project and into an existing one, and another user's one-point save every ~50 ms while it runs. */
const points = 10_000;
const saveEvery = 50;
/** Our own budget: no concurrent small save waits longer than this during the import (ms). */
const targetSaveMaxMs = 250;
const rounds = 2;

/** SetMeasurementPoints UPDATE of one point (a new remark), as the grid saves an edited cell; answers its time in ms. */
async function saveOnePoint(session: Session, prId: number, mpGuid: string, round: number): Promise<number> {
  const start = performance.now();
  const answer = await session.call('/ITWDataRestService_V1_0/SetMeasurementPoints', {
    data: { PrID: String(prId), MeasurementPoints: [{ MpGuid: mpGuid, MpRemark: `checked ${round}` }] },
    action: 'UPDATE',
  });
  const elapsed = performance.now() - start;
  if (answer.body.ResultCode !== 'Import_Succes') throw new Error(`the concurrent save was refused: ${answer.text}`);
  return elapsed;
}

/**
 * How long another user's small save waits while a 10,000-point .ti import writes on SQLite (the engine has one
 * writer): the saves' times during the imports (as new projects, and into existing ones), the same saves with no
 * import beside them, and the imports' times.
 */
export default async function importLockBenchmarks(): Promise<BenchResult[]> {
  const server = await startTestServer({ dialect: 'sqlite' });
  try {
    const user = await server.db.selectFrom('users').select(['id', 'licenceId']).where('username', '=', 'tester').executeTakeFirstOrThrow();
    const owner = { licenceId: user.licenceId, userId: user.id };
    const large = await seedProject(server.db, owner.licenceId, owner.userId, generateDemoProject({ seed: 10_000, points, projectCode: 'BENCH-LOCK' }));
    const small = await seedProject(server.db, owner.licenceId, owner.userId, generateDemoProject({ seed: 7, points: 5, projectCode: 'BENCH-SAVE' }));
    const point = await server.db.selectFrom('tblMeasurementPoints').select('MpGuid').where('PrID', '=', small.prId).executeTakeFirstOrThrow();
    const mpGuid = String(point.MpGuid);
    const bytes = encodeTiFile(await readTiDocument(server.db, owner, large.prId, new Date(), { omitEmptyColumns: true }), nativeDeflater);
    const session = await server.login();
    let round = 0;

    const idle: number[] = [];
    for (let i = 0; i < 30; i++) {
      idle.push(await saveOnePoint(session, small.prId, mpGuid, ++round));
      await sleep(saveEvery);
    }

    const file = decodeTiFile(bytes, 'bench.ti');
    if (!file.ok) throw new Error('the bench export did not read back');
    const document = file.value;
    /** Runs `rounds` imports begun by `startImport` while saving a point every ~50 ms; answers the saves' and the imports' times. */
    const besideSaves = async (startImport: (copy: number) => Promise<unknown>) => {
      const during: number[] = [];
      const imports: number[] = [];
      for (let copy = 1; copy <= rounds; copy++) {
        let running = true;
        const start = performance.now();
        const imported = startImport(copy).finally(() => {
          imports.push(performance.now() - start);
          running = false;
        });
        while (running) {
          // Every save begun while the import runs counts, also one that ends after it (it may have waited for all of it).
          const waited = await saveOnePoint(session, small.prId, mpGuid, ++round);
          during.push(waited);
          await sleep(Math.max(0, saveEvery - waited));
        }
        await imported;
      }
      return { during, imports };
    };
    const asNew = await besideSaves((copy) => importTiDocument(server.db, owner, document, `BENCH-LOCK-${copy}`));
    const into = await besideSaves(async (copy) => {
      const [target] = await insertProject(server.db, owner, { PrCode: `BENCH-INTO-${copy}` });
      return importTiDocumentInto(server.db, owner, document, Number(target?.PrID));
    });
    const load = { points, saveEveryMs: saveEvery, imports: rounds };
    return [
      summarise('one-point SetMeasurementPoints save, no import running (sqlite)', idle, 'ms', load),
      summarise(`one-point SetMeasurementPoints save every ~${saveEvery} ms during a ${points}-point .ti import as a new project (sqlite)`, asNew.during, 'ms', { ...load, targetMaxMs: targetSaveMaxMs }),
      summarise(`.ti import of ${points} points as a new project beside those saves (sqlite)`, asNew.imports, 'ms', load),
      summarise(`one-point SetMeasurementPoints save every ~${saveEvery} ms during a ${points}-point .ti import into an existing project (sqlite)`, into.during, 'ms', { ...load, targetMaxMs: targetSaveMaxMs }),
      summarise(`.ti import of ${points} points into an existing project beside those saves (sqlite)`, into.imports, 'ms', load),
    ];
  } finally {
    await server.close();
  }
}
