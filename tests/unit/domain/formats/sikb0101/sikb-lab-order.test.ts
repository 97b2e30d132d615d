import { describe, expect, it } from 'vitest';
import { labOrderTree } from '../../../../../src/domain/formats/sikb0101/sikb-lab-order';
import { exportSikb0101 } from '../../../../../src/domain/formats/sikb0101/sikb-writer';
import { demoTree } from '../fixtures/demo-tree';
import { validateAgainst } from '../fixtures/xsd-validate';

describe('the SIKB0101 lab order of an assignment (spec 02 sections 2 and 7)', () => {
  const tree = demoTree();
  const mixed = tree.analysisSamples[0]!;

  it('holds the order\'s analysis samples, the field samples they are made of and their points, nothing else', () => {
    const order = labOrderTree(tree, new Set([mixed.sample.AsGuid]));
    expect(order.project).toBe(tree.project);
    expect(order.analysisSamples.map((sample) => sample.sample.AsGuid)).toEqual([mixed.sample.AsGuid]);
    expect(order.analysisSamples[0]?.results).toEqual([]);
    const jarGuids = order.points.flatMap((point) => point.jars.map((jar) => String(jar.JrGuid)));
    expect(jarGuids.sort()).toEqual([...mixed.partGuids].sort());
    expect(order.points.flatMap((point) => point.waterSamples)).toEqual([]);
    // The mixed sample takes the first jar of the first three points.
    expect(order.points.map((point) => point.point.MpGuid)).toEqual(tree.points.slice(0, 3).map((point) => point.point.MpGuid));
    expect(order.points[0]?.layers).toEqual(tree.points[0]?.layers);
  });

  it('is empty of points when no analysis sample is on the order', () => {
    expect(labOrderTree(tree, new Set(['not-on-this-order']))).toEqual({ project: tree.project, points: [], analysisSamples: [] });
  });

  it('writes an order of soil and water samples that validates against the SIKB0101 14.9.0 XSD', { timeout: 60_000 }, async () => {
    const order = labOrderTree(tree, new Set(tree.analysisSamples.map((sample) => sample.sample.AsGuid)));
    expect(order.points.some((point) => point.waterSamples.length > 0)).toBe(true);
    const outcome = exportSikb0101(order, { version: '14.9.0', date: '2026-11-26' });
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.log));
    const xml = String(outcome.files[0]?.content);
    expect(await validateAgainst('sikb149', xml)).toEqual({ valid: true });
  });
});
