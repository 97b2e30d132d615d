import { analysisSampleSchema } from '../../../src/domain/entities/analysis-sample';
import type { AnalysisSampleTree, ProjectTree } from '../../../src/domain/formats/project-tree';
import { projectTreeFromTables } from '../../../src/domain/formats/tree-tables';
import type { Executor } from '../../db/executor';
import { selectRowsOfProject } from '../../db/repositories/rows-of-project';
import type { ProjectViewer } from '../project-service';
import { readTiDocument } from './ti-export-service';

/** The analysis samples of a project with the field samples (by GUID) each is made of (spec 02 section 7, GetAllSampleParts). */
async function analysisSamplesOf(db: Executor, prId: number, tree: ProjectTree): Promise<AnalysisSampleTree[]> {
  const samples = await selectRowsOfProject(db, 'analysisSample', prId);
  if (samples.length === 0) return [];
  const parts = await selectRowsOfProject(db, 'analysisSamplePart', prId);
  const jarGuids = new Map<unknown, string>();
  const waterGuids = new Map<unknown, string>();
  for (const jar of await selectRowsOfProject(db, 'jar', prId, ['JrID', 'JrGuid'])) jarGuids.set(jar.JrID, String(jar.JrGuid));
  for (const sample of await selectRowsOfProject(db, 'waterSample', prId, ['WsID', 'WsGuid'])) waterGuids.set(sample.WsID, String(sample.WsGuid));
  const exported = new Set(tree.points.flatMap((point) => [...point.jars.map((jar) => String(jar.JrGuid)), ...point.waterSamples.map((sample) => String(sample.sample.WsGuid))]));
  return samples.flatMap((row): AnalysisSampleTree[] => {
    const partGuids = parts.filter((part) => part.AsID === row.AsID)
      .map((part) => (part.JrID != null ? jarGuids.get(part.JrID) : waterGuids.get(part.WsID)))
      .filter((guid): guid is string => guid !== undefined);
    // A selection of points takes the analysis samples made (partly) of their field samples.
    if (partGuids.length > 0 && !partGuids.some((guid) => exported.has(guid))) return [];
    const { AsID: _id, LbID: _assignment, PrID: _project, RowVersion: _version, ...fields } = row;
    return [{ sample: analysisSampleSchema.parse(fields), partGuids: partGuids.filter((guid) => exported.has(guid)), results: [] }];
  });
}

/**
 * A stored project as the exchange formats take it (spec 02 section 9): the .ti reading of the project,
 * the chosen points (all when `pointGuids` is empty) with what hangs under them, and the analysis samples
 * of their field samples. Read inside `db` as given: the caller's transaction gives one consistent picture.
 */
export async function readExportTree(db: Executor, viewer: ProjectViewer, prId: number, pointGuids: readonly string[] = []): Promise<ProjectTree> {
  const document = await readTiDocument(db, viewer, prId);
  const tree = projectTreeFromTables(document, pointGuids.length > 0 ? new Set(pointGuids) : undefined);
  return { ...tree, analysisSamples: await analysisSamplesOf(db, prId, tree) };
}
