import type { ProjectTree } from '../project-tree';

/**
 * The tree with a GUID on every row that has none, for formats that identify records by GUID (SIKB0101
 * gml:ids). Rows saved by the server always have one; rows made on the client may not yet.
 */
export function withGuids(tree: ProjectTree, newGuid: () => string): ProjectTree {
  const ensure = <T extends object>(row: T, field: string): T => {
    const value = (row as Record<string, unknown>)[field];
    return typeof value === 'string' && value !== '' ? row : { ...row, [field]: newGuid() };
  };
  return {
    project: ensure(tree.project, 'PrGuid'),
    points: tree.points.map((point) => ({
      point: ensure(point.point, 'MpGuid'),
      layers: point.layers.map((layer) => ensure(layer, 'LaGuid')),
      jars: point.jars.map((jar) => ensure(jar, 'JrGuid')),
      filterTubes: point.filterTubes.map((tube) => ensure(tube, 'FtGuid')),
      waterSamples: point.waterSamples.map((sample) => ({ ...sample, sample: ensure(sample.sample, 'WsGuid') })),
    })),
    analysisSamples: tree.analysisSamples,
  };
}
