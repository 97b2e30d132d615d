import { generateDemoProject, type WireRecord } from '../../../server/seed/demo-project';
import { transformPoint } from '../../../src/domain/coordinates/transform';
import { classifySoil } from '../../../src/domain/soil/classify-soil';
import { validateRows } from '../../../src/domain/validation/entities/validate-rows';
import { measure, type BenchResult } from '../measure';

/** Domain hot paths a bulk save or an XYZ paste runs on every row: validation, soil codes, reprojection. */
export default async function domainBenchmarks(): Promise<BenchResult[]> {
  const demo = generateDemoProject({ points: 3000 });
  const layers: WireRecord[] = demo.points.flatMap(({ layers: pointLayers }, index) => pointLayers.map((layer) => ({ ...layer, MpID: index + 1 }))).slice(0, 10000);
  const points = demo.points.map(({ point }) => ({ ...point, PrID: 1 }));
  return [
    await measure('validateRows: 10,000 layers with continuity per point', { samples: 15, extra: { rows: layers.length } }, () => validateRows('layer', layers, {})),
    await measure('validateRows: 3,000 points with RD bounds', { samples: 15, extra: { rows: points.length } }, () => validateRows('measurementPoint', points, { coordinateSystem: 'EPSG:28992' })),
    await measure('classifySoil: 10,000 layers', { samples: 15, extra: { rows: layers.length } }, () => {
      for (const layer of layers) {
        classifySoil({ gravel: Number(layer.LaGravelPerc), loam: Number(layer.LaLoamPerc), lutum: Number(layer.LaLutumPerc), humus: Number(layer.LaHumusPerc), silt: Number(layer.LaSiltPerc), m50: Number(layer.LaM50) });
      }
    }),
    await measure('transformPoint: 10,000 RD points to WGS84', { samples: 15, extra: { rows: 10000 } }, () => {
      for (let i = 0; i < 10000; i++) transformPoint({ x: 150000 + i, y: 460000 + i }, 'EPSG:28992', 'EPSG:4326');
    }),
  ];
}
