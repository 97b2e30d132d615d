import { describe, expect, it } from 'vitest';
import { generateDemoProject } from '../../../../server/seed/demo-project';

describe('demo project generator', () => {
  it('is deterministic for a seed and size', () => {
    expect(generateDemoProject({ seed: 7, points: 20 })).toEqual(generateDemoProject({ seed: 7, points: 20 }));
    expect(generateDemoProject({ seed: 8, points: 20 })).not.toEqual(generateDemoProject({ seed: 7, points: 20 }));
  });

  const demo = generateDemoProject();

  it('makes 300 points around Amersfoort in RD by default', () => {
    expect(demo.points).toHaveLength(300);
    expect(demo.project.PrCoordinateSystem).toBe('EPSG:28992');
    for (const { point } of demo.points) {
      expect(Math.abs(Number(point.MpXCoord) - 155000)).toBeLessThanOrEqual(2000);
      expect(Math.abs(Number(point.MpYCoord) - 463000)).toBeLessThanOrEqual(2000);
    }
  });

  it('gives every point 3 to 8 contiguous layers starting at the surface', () => {
    for (const { layers } of demo.points) {
      expect(layers.length).toBeGreaterThanOrEqual(3);
      expect(layers.length).toBeLessThanOrEqual(8);
      expect(layers[0]?.LaFrom).toBe(0);
      layers.slice(1).forEach((layer, i) => expect(layer.LaFrom).toBe(layers[i]?.LaTo));
    }
  });

  it('has unique GUIDs and unique point and jar names', () => {
    const guids = demo.points.flatMap((p) => [p.point.MpGuid, ...p.layers.map((l) => l.LaGuid), ...p.jars.map((j) => j.JrGuid)]);
    expect(new Set(guids).size).toBe(guids.length);
    const jarNames = demo.points.flatMap((p) => p.jars.map((j) => String(j.JrName).toLowerCase()));
    expect(new Set(jarNames).size).toBe(jarNames.length);
  });

  it('includes tubes with groundwater samples, bottles and observations, and some surface and air samples', () => {
    const samples = demo.points.flatMap((p) => [...p.tubes.flatMap((t) => t.samples), ...p.surfaceSamples]);
    const matrices = new Set(samples.map((s) => s.sample.WsMatrixCode));
    expect(matrices).toEqual(new Set(['GW', 'BL', 'OW']));
    expect(samples.every((s) => s.bottles.length > 0 && s.observations.length > 0)).toBe(true);
  });

  it('scales to 10,000 points with names that sort', () => {
    const big = generateDemoProject({ points: 10000 });
    expect(big.points[9999]?.point.MpName).toBe('B10000');
    expect(big.points[0]?.point.MpName).toBe('B00001');
  });
});
