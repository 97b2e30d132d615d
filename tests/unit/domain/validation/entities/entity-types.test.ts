import { describe, expect, it } from 'vitest';
import { jarSchema } from '../../../../../src/domain/entities/jar';
import type { Jar } from '../../../../../src/domain/entities/jar';
import { layerSchema } from '../../../../../src/domain/entities/layer';
import type { Layer } from '../../../../../src/domain/entities/layer';
import { measurementPointSchema } from '../../../../../src/domain/entities/measurement-point';
import type { MeasurementPoint } from '../../../../../src/domain/entities/measurement-point';
import { validateJar } from '../../../../../src/domain/validation/entities/jar';
import { validateLayer } from '../../../../../src/domain/validation/entities/layer';
import { validateMeasurementPoint } from '../../../../../src/domain/validation/entities/measurement-point';
import { validateRows } from '../../../../../src/domain/validation/entities/validate-rows';

describe('the rules take the parsed wire entities as they are', () => {
  it('validates parsed layers, jars and points without conversion', () => {
    const layers: Layer[] = [
      layerSchema.parse({ LaID: 1, LaGuid: 'l1', MpID: 1, LaFrom: 0, LaTo: 50 }),
      layerSchema.parse({ LaID: 2, LaGuid: 'l2', MpID: 1, LaFrom: 40, LaTo: 90 }),
    ];
    const jar: Jar = jarSchema.parse({ JrID: 1, JrGuid: 'j1', JrName: 'J1', JrFrom: 0, JrTo: 50 });
    const point: MeasurementPoint = measurementPointSchema.parse({ MpID: 1, MpGuid: 'm1', MpName: 'B1' });
    expect(validateLayer(layers[1] as Layer, layers).map((issue) => issue.code)).toEqual(['validation.layer.overlapsPrevious']);
    expect(validateRows('layer', layers).size).toBe(2);
    expect(validateJar(jar, [jar])).toEqual([]);
    expect(validateMeasurementPoint(point, [point])).toEqual([]);
  });
});
