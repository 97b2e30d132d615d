import { describe, expect, it } from 'vitest';
import { validateJar } from '../../../../../src/domain/validation/entities/jar';
import type { JarRow } from '../../../../../src/domain/validation/entities/jar';
import { validateLayer } from '../../../../../src/domain/validation/entities/layer';
import type { LayerRow } from '../../../../../src/domain/validation/entities/layer';
import { rowKey, validateRows } from '../../../../../src/domain/validation/entities/validate-rows';

/** A small deterministic generator, so a failing case can be replayed. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

const codes = (issues: { field: string; code: string }[] | undefined) => (issues ?? []).map((issue) => `${issue.field}:${issue.code}`);

describe('validateRows (spec 01 section 5, spec 02 section 5)', () => {
  it('finds nothing in 10,000 continuous layers, and exactly the overlap once one layer grows', () => {
    const layers: LayerRow[] = Array.from({ length: 10_000 }, (_, i) => ({ LaGuid: `l${i}`, MpID: 7, LaFrom: i * 10, LaTo: i * 10 + 10 }));
    expect(validateRows('layer', layers).size).toBe(0);
    layers[5000] = { ...layers[5000], LaTo: 50015 };
    const issues = validateRows('layer', layers);
    expect([...issues.keys()]).toEqual(['l5000', 'l5001']);
    expect(codes(issues.get('l5000'))).toEqual(['LaTo:validation.layer.overlapsNext']);
  });

  it('finds exactly the duplicate pair among 10,000 measurement points', () => {
    const points = Array.from({ length: 10_000 }, (_, i) => ({ MpGuid: `m${i}`, PrID: 1, MpName: `B${i}` }));
    points[9999] = { ...points[9999], MpName: 'b17 ' } as (typeof points)[number];
    const issues = validateRows('measurementPoint', points);
    expect([...issues.keys()].sort()).toEqual(['m17', 'm9999']);
    expect(codes(issues.get('m17'))).toEqual(['MpName:validation.unique']);
  });

  it('checks only between rows when told the rows passed their own rules (a staged import meeting its project)', () => {
    const points = [
      { MpGuid: 'm1', PrID: 1, MpName: 'B1' },
      { MpGuid: 'm2', PrID: 1, MpName: 'b1' },
      { MpGuid: 'm3', PrID: 1, MpName: 'B3', MpXCoord: 1e12 },
    ];
    expect(validateRows('measurementPoint', points).get('m3')).toBeDefined();
    const between = validateRows('measurementPoint', points, { betweenRowsOnly: true });
    expect([...between.keys()].sort()).toEqual(['m1', 'm2']);
    expect(codes(between.get('m2'))).toEqual(['MpName:validation.unique']);
  });

  it('gives each layer the same issues as validateLayer would with the list as siblings', () => {
    const next = random(42);
    const layers: LayerRow[] = Array.from({ length: 300 }, (_, i) => {
      const from = Math.floor(next() * 40) * 10;
      return { LaGuid: `l${i}`, MpID: Math.floor(next() * 3), LaFrom: from, LaTo: from + Math.floor(next() * 5) * 10 };
    });
    const bulk = validateRows('layer', layers);
    layers.forEach((layer, i) => {
      const siblings = layers.filter((other) => other.MpID === layer.MpID);
      expect(bulk.get(`l${i}`) ?? []).toEqual(validateLayer(layer, siblings));
    });
  });

  it('gives each jar the same issues as validateJar would, including rows without a GUID', () => {
    const next = random(7);
    const jars: JarRow[] = Array.from({ length: 200 }, (_, i) => ({
      ...(i % 10 === 0 ? {} : { JrGuid: `j${i}` }),
      MpID: 1,
      JrName: `J${Math.floor(next() * 150)}`,
    }));
    const bulk = validateRows('jar', jars);
    jars.forEach((jar, i) => expect(bulk.get(rowKey('jar', jar, i)) ?? []).toEqual(validateJar(jar, jars)));
  });

  it('scopes names to the parent, unless grouping is switched off for a project-wide check', () => {
    const jars = [{ JrGuid: 'a', MpID: 1, JrName: 'J1' }, { JrGuid: 'b', MpID: 2, JrName: 'j1' }];
    expect(validateRows('jar', jars).size).toBe(0);
    expect([...validateRows('jar', jars, { groupByParent: false }).keys()]).toEqual(['a', 'b']);
  });

  it('warns about a layer marked as inserted in the middle', () => {
    const layers = [{ LaGuid: 'a', LaFrom: 0, LaTo: 50 }, { LaGuid: 'new', LaFrom: 50, LaTo: 80 }, { LaGuid: 'b', LaFrom: 80, LaTo: 120 }];
    const issues = validateRows('layer', layers, { insertedKeys: new Set(['new']) });
    expect([...issues.keys()]).toEqual(['new']);
    expect(issues.get('new')?.[0]?.severity).toBe('warning');
  });

  it('keys rows without a GUID by their position', () => {
    expect(rowKey('bottle', { BoName: 'x' }, 3)).toBe('#3');
    expect([...validateRows('bottle', [{ BoName: 'x', WsID: 1 }, { BoName: 'X', WsID: 1 }]).keys()]).toEqual(['#0', '#1']);
  });
});
