import type { DemoProject, DemoSample, WireRecord } from '../seed/demo-project';
import { inTransaction, type Executor } from '../db/executor';
import type { WireRow } from '../db/repositories/entity-rows';
import { insertProject, type ProjectViewer } from './project-service';
import { saveProjectTree } from './project-tree-service';
import type { TreePayload } from './project-tree-tables';

/** The project a seed wrote, and how many measurement points it holds. */
export interface SeededProject {
  prId: number;
  points: number;
}

/** The sample-level lists of a tree payload, filled point by point. */
interface SampleLists {
  tblWaterSamples: WireRow[];
  tblBottles: WireRow[];
  tblObservation: WireRow[];
}

function samplesOf(samples: readonly DemoSample[], mpGuid: unknown, ftGuid: unknown, payload: SampleLists): void {
  for (const { sample, bottles, observations } of samples) {
    payload.tblWaterSamples.push({ ...sample, MpGuid: mpGuid, FtGuid: ftGuid });
    payload.tblBottles.push(...bottles.map((bottle) => ({ ...bottle, WsGuid: sample.WsGuid })));
    payload.tblObservation.push(...observations);
  }
}

/** A generated project as the flat VeldData of SetProjectWithChilds: children name their parents by GUID. */
export function demoTreePayload(demo: DemoProject): TreePayload {
  const withPoint = (mpGuid: unknown) => (row: WireRecord) => ({ ...row, MpGuid: mpGuid });
  const samples: SampleLists = { tblWaterSamples: [], tblBottles: [], tblObservation: [] };
  const payload = {
    tblSublocations: demo.sublocations,
    tblConcernedCompanies: demo.contacts,
    tblSummaryConclusions: demo.summaries,
    tblLocationVisits: demo.locationVisits,
    tblMeasurementPoints: demo.points.map(({ point }) => point),
    tblLayers: demo.points.flatMap(({ point, layers }) => layers.map(withPoint(point.MpGuid))),
    tblJars: demo.points.flatMap(({ point, jars }) => jars.map(withPoint(point.MpGuid))),
    tblFilterTubes: demo.points.flatMap(({ point, tubes }) => tubes.map(({ tube }) => ({ ...tube, MpGuid: point.MpGuid }))),
    // A seal of 0 cm (a tube starting at 50 cm) is no finishing: the range rule would refuse it.
    tblFinishings: demo.points.flatMap(({ point, finishings }) => finishings.map(withPoint(point.MpGuid))),
  };
  for (const { point, tubes, surfaceSamples } of demo.points) {
    for (const { tube, samples: tubeSamples } of tubes) samplesOf(tubeSamples, point.MpGuid, tube.FtGuid, samples);
    samplesOf(surfaceSamples, point.MpGuid, null, samples);
  }
  return { ...payload, ...samples };
}

/**
 * Writes a generated project for a licence and user through the same services every client uses
 * (issue 'Data service', deliver 6): SetProject's rules for the project (code, stamp, the creator's
 * pin), then SetProjectWithChilds' rules for the whole tree (soil codes recomputed, MpDepth synced,
 * geometry, stamps, validation), all in one transaction (the caller's, when given one). Tests and benchmarks
 * use it with 10,000 points.
 */
export function seedProject(db: Executor, licenceId: number, userId: number, demo: DemoProject): Promise<SeededProject> {
  const viewer: ProjectViewer = { licenceId, userId };
  return inTransaction(db, async (trx) => {
    const [project] = await insertProject(trx, viewer, demo.project);
    const prId = Number(project?.PrID);
    await saveProjectTree(trx, viewer, prId, demoTreePayload(demo), { answer: false });
    return { prId, points: demo.points.length };
  });
}
