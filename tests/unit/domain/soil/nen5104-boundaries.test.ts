import { describe, expect, it } from 'vitest';
import { classifySoil } from '../../../../src/domain/soil/classify-soil';
import type { SoilSample } from '../../../../src/domain/soil/classify-soil';
import { loamClayLutum } from '../../../../src/domain/soil/main-soil-name';
import type { Threshold } from '../../../../src/domain/soil/nen5104-boundaries';
import {
  GRAVEL_TRIANGLE as gravel,
  MINERAL_TRIANGLE as mineral,
  NEN5104_SOURCES,
  ORGANIC_TRIANGLE as organic,
} from '../../../../src/domain/soil/nen5104-boundaries';
import { organicNeeded } from '../../../../src/domain/soil/soil-thresholds';

const step = 0.01;

/** One table boundary: the sample it builds at value x, and the codes just below and just above it. */
interface Edge {
  name: string;
  threshold: Pick<Threshold, 'value' | 'includesValue'>;
  sampleAt: (x: number) => SoilSample;
  below: string;
  above: string;
}

const code = (sample: SoilSample) => classifySoil(sample).code;

const edges: Edge[] = [
  { name: 'zand/klei at 8 % lutum', threshold: mineral.clayLutum, sampleAt: (x) => ({ lutum: x }), below: 'Zk', above: 'Kz3' },
  { name: 'zand/leem at 50 % fines', threshold: mineral.sandMaxFines, sampleAt: (x) => ({ silt: x }), below: 'Zs4', above: 'Lz3' },
  { name: 'Zs1/Zk at 5 % lutum', threshold: mineral.clayeySandLutum, sampleAt: (x) => ({ lutum: x }), below: 'Zs1', above: 'Zk' },
  {
    name: 'Zk/Zs3 at 17.5 % fines',
    threshold: mineral.clayeySandMaxFines,
    sampleAt: (x) => ({ lutum: 6, silt: x - 6 }),
    below: 'Zk',
    above: 'Zs3',
  },
  ...mineral.siltySand.map((s) => ({
    name: `Zs${s.grade - 1}/Zs${s.grade} at ${s.value} % fines`,
    threshold: s,
    sampleAt: (x: number) => ({ silt: x }),
    below: `Zs${s.grade - 1}`,
    above: `Zs${s.grade}`,
  })),
  ...mineral.siltyClay.map((s) => ({
    name: `Ks${s.grade + 1}/Ks${s.grade} at ${s.value} % lutum`,
    threshold: s,
    sampleAt: (x: number) => ({ lutum: x, silt: 90 - x }),
    below: `Ks${s.grade + 1}`,
    above: `Ks${s.grade}`,
  })),
  {
    name: 'Ks4/Kz2 at 50 % sand',
    threshold: mineral.sandyClaySand,
    sampleAt: (x) => ({ lutum: 15, silt: 85 - x }),
    below: 'Ks4',
    above: 'Kz2',
  },
  ...mineral.sandyClay.map((s) => ({
    name: `Kz${s.grade + 1}/Kz${s.grade} at ${s.value} % lutum`,
    threshold: s,
    sampleAt: (x: number) => ({ lutum: x, silt: 40 - x }),
    below: `Kz${s.grade + 1}`,
    above: `Kz${s.grade}`,
  })),
  ...mineral.sandyLoam.map((s) => ({
    name: `Lz1/Lz${s.grade} at ${s.value} % sand`,
    threshold: s,
    sampleAt: (x: number) => ({ lutum: 5, silt: 95 - x }),
    below: 'Lz1',
    above: `Lz${s.grade}`,
  })),
  { name: 'Zs1g3/G at 30 % gravel', threshold: gravel.gravelSoil, sampleAt: (x) => ({ gravel: x, silt: 5 }), below: 'Zs1g3', above: 'Gz4' },
  { name: 'Gz3/Gs at 20 % fines', threshold: gravel.siltyGravelFines, sampleAt: (x) => ({ gravel: 50, silt: x }), below: 'Gz3', above: 'Gs' },
  ...gravel.sandyGravel.map((s) => ({
    name: `Gz${s.grade - 1}/Gz${s.grade} at ${s.value} % sand`,
    threshold: s,
    sampleAt: (x: number) => ({ gravel: 100 - x }),
    below: `Gz${s.grade - 1}`,
    above: `Gz${s.grade}`,
  })),
  ...gravel.gravelly.map((s) => ({
    name: `grindig ${s.grade} at ${s.value} % gravel`,
    threshold: s,
    sampleAt: (x: number) => ({ gravel: x, silt: 2 }),
    below: s.grade === 1 ? 'Zs1' : `Zs1g${s.grade - 1}`,
    above: `Zs1g${s.grade}`,
  })),
  ...organic.humic.map((line) => ({
    name: `humeus ${line.grade} at ${line.withoutLutum} % organic matter without lutum`,
    threshold: { value: line.withoutLutum, includesValue: line.includesValue },
    sampleAt: (x: number) => ({ humus: x, silt: 5 }),
    below: line.grade === 1 ? 'Zs1' : `Zs1h${line.grade - 1}`,
    above: `Zs1h${line.grade}`,
  })),
  { name: 'peat at 15 % organic matter', threshold: { ...organic.peat, value: organic.peat.withoutLutum }, sampleAt: (x) => ({ humus: x, silt: 5 }), below: 'Zs1h3', above: 'Vz3' },
  {
    name: 'Vz3/Vz1 at 22.5 % organic matter',
    threshold: { ...organic.peatWeaklyMixed, value: organic.peatWeaklyMixed.withoutLutum },
    sampleAt: (x) => ({ humus: x, silt: 5 }),
    below: 'Vz3',
    above: 'Vz1',
  },
  {
    name: 'Vz1/Vm at 35 % organic matter',
    threshold: { ...organic.peatMineralPoor, value: organic.peatMineralPoor.withoutLutum },
    sampleAt: (x) => ({ humus: x, silt: 5 }),
    below: 'Vz1',
    above: 'Vm',
  },
  { name: 'Vz3/Vk3 at 7 % lutum', threshold: organic.peatClayeyLutumStrong, sampleAt: (x) => ({ humus: 20, lutum: x }), below: 'Vz3', above: 'Vk3' },
  { name: 'Vz1/Vk1 at 5 % lutum', threshold: organic.peatClayeyLutumWeak, sampleAt: (x) => ({ humus: 30, lutum: x }), below: 'Vz1', above: 'Vk1' },
];

describe('NEN 5104 boundaries table: each edge, just below, at and just above', () => {
  it.each(edges.map((edge) => [edge.name, edge] as const))('%s', (_name, edge) => {
    const { value, includesValue } = edge.threshold;
    expect(code(edge.sampleAt(value - step))).toBe(edge.below);
    expect(code(edge.sampleAt(value))).toBe(includesValue ? edge.above : edge.below);
    expect(code(edge.sampleAt(value + step))).toBe(edge.above);
  });
});

describe('NEN 5104 boundaries table: skewed lines', () => {
  const lines = [...organic.humic, organic.peat, organic.peatWeaklyMixed, organic.peatMineralPoor];

  it.each(lines.map((line) => [line.withoutLutum, line.withoutSiltSand, line] as const))(
    'the organic line from %d %% rises to %d %% where silt+sand is 0',
    (withoutLutum, withoutSiltSand, line) => {
      expect(organicNeeded(line, 0)).toBe(withoutLutum);
      expect(organicNeeded(line, 100 - withoutSiltSand)).toBe(withoutSiltSand);
    },
  );

  it('moves the humeus edge with lutum: at 47.5 % lutum matig humeus starts at 3.75 %', () => {
    const sampleAt = (humus: number) => ({ humus, lutum: 47.5, silt: 30 });
    expect(code(sampleAt(3.74))).toBe('Ks2h1');
    expect(code(sampleAt(3.75))).toBe('Ks2h2');
  });

  it('joins the loam/clay line to the 8 % lutum edge at 50 % sand and to 25 % lutum at no sand', () => {
    expect(loamClayLutum(50)).toBe(mineral.clayLutum.value);
    expect(loamClayLutum(0)).toBe(mineral.loamClayLine.lutumWithoutSand);
  });

  it.each([10, 20, 30, 40])('at %d %% sand the loam/clay line separates Lz3 or Lz1 from Ks4', (sand) => {
    const edge = loamClayLutum(sand);
    const sampleAt = (lutum: number) => ({ lutum, silt: 100 - sand - lutum });
    const loam = sand > 15 ? 'Lz3' : 'Lz1';
    expect(code(sampleAt(edge - step))).toBe(loam);
    expect(code(sampleAt(edge))).toBe(loam);
    expect(code(sampleAt(edge + step))).toBe('Ks4');
  });
});

describe('NEN 5104 boundaries table: sources', () => {
  it('names a public source for every boundary', () => {
    const sources = JSON.stringify({ organic, gravel, mineral }).match(/"source":"(\w+)"/g) ?? [];
    expect(sources.length).toBeGreaterThan(20);
    for (const entry of sources) {
      const id = entry.replace(/"source":"(\w+)"/, '$1');
      expect(Object.keys(NEN5104_SOURCES)).toContain(id);
    }
  });
});
