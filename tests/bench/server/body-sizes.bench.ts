import { randomUUID } from 'node:crypto';
import { defaultBulkBodyLimit } from '../../../server/config';
import { generateDemoProject } from '../../../server/seed/demo-project';
import { demoTreePayload } from '../../../server/services/seed-project';
import { summarise, type BenchResult } from '../measure';

const authorisation = { Username: 'tester', Licensenumber: 1000, ApplicationCode: 61, Language: 'nld' };
const bytes = (body: unknown) => Buffer.byteLength(JSON.stringify(body));

/** A 10,000-point demo project with ten layers under every point: 100,000 layers. */
function tenThousandPoints() {
  const demo = generateDemoProject({ seed: 5, points: 10_000, projectCode: 'BODY-SIZES' });
  for (const point of demo.points) {
    const profile = point.layers;
    point.layers = Array.from({ length: 10 }, (_, index) => ({ ...profile[index % profile.length], LaGuid: randomUUID(), LaFrom: index * 50, LaTo: index * 50 + 50 }));
  }
  return demoTreePayload(demo);
}

/**
 * The request bodies the bulk write calls' limit (BODY_LIMIT, default 64 MiB; ASVS 12.1.1) must
 * hold: the whole tree of a 10,000-point project with 100,000 layers in one SetProjectWithChilds,
 * a multi-edit of two fields of all 100,000 layers in one SetLayers, and 10,000 points in one
 * SetMeasurementPoints. Sizes in bytes (each measured once: the generator is deterministic).
 */
export default function bodySizes(): Promise<BenchResult[]> {
  const tree = tenThousandPoints();
  const layers = tree.tblLayers ?? [];
  const figure = (name: string, body: unknown) => {
    const size = bytes({ ...body as object, Authorisation: authorisation });
    return summarise(name, [size], 'bytes', { limit: defaultBulkBodyLimit, share: Math.round((size / defaultBulkBodyLimit) * 1000) / 1000 });
  };
  return Promise.resolve([
    figure(`SetProjectWithChilds: 10,000 points, ${layers.length.toLocaleString('en')} layers and their samples, tubes and finishings`, { data: { PrID: 1, velddata: tree }, action: 'UPDATE' }),
    figure(`SetLayers: multi-edit of 2 fields of ${layers.length.toLocaleString('en')} layers`, {
      data: { PrID: 1, Layers: layers.map((layer) => ({ LaGuid: layer.LaGuid, LaRemark: 'checked 12', LaLutumPerc: 40 })) }, action: 'UPDATE',
    }),
    figure('SetMeasurementPoints: 10,000 points', { data: { PrID: 1, MeasurementPoints: tree.tblMeasurementPoints }, action: 'UPDATE' }),
  ]);
}
