import type { Executor } from '../../server/db/executor';
import { insertEntityRows } from '../../server/db/repositories/entity-rows';
import type { WireRow } from '../../server/db/repositories/entity-rows';
import type { DemoProject } from '../../server/seed/demo-project';

/** The id of a licence by its number (the test server's default account is in licence 1000). */
export async function licenceIdOf(db: Executor, licenceNumber: number): Promise<number> {
  const row = await db.selectFrom('licences').select('id').where('licenceNumber', '=', licenceNumber).executeTakeFirstOrThrow();
  return Number(row.id);
}

function idsByGuid(rows: readonly WireRow[], guidField: string, idField: string): Map<string, number> {
  return new Map(rows.map((row) => [String(row[guidField]), Number(row[idField])]));
}

/**
 * Stores a generated demo project in the licence, kind by kind in bulk (the repository, not the
 * calls: overview tests need data, not the write rules). Answers the new PrID.
 */
export async function storeDemoProject(db: Executor, licenceId: number, demo: DemoProject): Promise<number> {
  const [project] = await insertEntityRows(db, 'project', [demo.project], { LicenceID: licenceId });
  const prId = Number(project?.PrID);
  await insertEntityRows(db, 'sublocation', demo.sublocations, { PrID: prId });
  await insertEntityRows(db, 'locationVisit', demo.locationVisits, { PrID: prId });
  const points = await insertEntityRows(db, 'measurementPoint', demo.points.map(({ point }) => point), { PrID: prId });
  const pointIds = idsByGuid(points, 'MpGuid', 'MpID');
  const mpId = (point: WireRow) => pointIds.get(String(point.MpGuid));

  const children = (pick: (entry: DemoProject['points'][number]) => WireRow[]) =>
    demo.points.flatMap((entry) => pick(entry).map((row) => ({ ...row, MpID: mpId(entry.point) })));
  await insertEntityRows(db, 'layer', children((entry) => entry.layers));
  await insertEntityRows(db, 'jar', children((entry) => entry.jars));
  await insertEntityRows(db, 'finishing', children((entry) => entry.finishings));
  const tubes = await insertEntityRows(db, 'filterTube', children((entry) => entry.tubes.map(({ tube }) => tube)));
  const tubeIds = idsByGuid(tubes, 'FtGuid', 'FtID');

  const samples = demo.points.flatMap((entry) => [
    ...entry.tubes.flatMap(({ tube, samples: tubeSamples }) => tubeSamples.map((sample) => ({ ...sample, MpID: mpId(entry.point), FtID: tubeIds.get(String(tube.FtGuid)) }))),
    ...entry.surfaceSamples.map((sample) => ({ ...sample, MpID: mpId(entry.point), FtID: null })),
  ]);
  const stored = await insertEntityRows(db, 'waterSample', samples.map(({ sample, MpID, FtID }) => ({ ...sample, MpID, FtID })));
  const sampleIds = idsByGuid(stored, 'WsGuid', 'WsID');
  const wsId = (sample: WireRow) => sampleIds.get(String(sample.WsGuid));
  await insertEntityRows(db, 'bottle', samples.flatMap(({ sample, bottles }) => bottles.map((bottle) => ({ ...bottle, WsID: wsId(sample) }))));
  await insertEntityRows(db, 'observation', samples.flatMap(({ sample, observations }) => observations.map((observation) => ({ ...observation, WsID: wsId(sample), PrID: prId }))));
  return prId;
}
