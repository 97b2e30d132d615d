import type { ProjectTree } from '../project-tree';

/**
 * The part of a project a lab order is about (spec 02 sections 2 and 7): the order's analysis samples,
 * the field samples (jars, water samples) they are made of, and the points those come from, with the
 * points' layers and gauging tubes that place the samples. Other field samples, points and analysis
 * samples are left out; results are not part of an order.
 */
export function labOrderTree(tree: ProjectTree, analysisSampleGuids: ReadonlySet<string>): ProjectTree {
  const analysisSamples = tree.analysisSamples
    .filter((sample) => analysisSampleGuids.has(String(sample.sample.AsGuid)))
    .map((sample) => ({ ...sample, results: [] }));
  const parts = new Set(analysisSamples.flatMap((sample) => sample.partGuids));
  const points = tree.points.flatMap((point) => {
    const jars = point.jars.filter((jar) => parts.has(String(jar.JrGuid)));
    const waterSamples = point.waterSamples.filter((sample) => parts.has(String(sample.sample.WsGuid)));
    return jars.length + waterSamples.length > 0 ? [{ ...point, jars, waterSamples }] : [];
  });
  return { project: tree.project, points, analysisSamples };
}
